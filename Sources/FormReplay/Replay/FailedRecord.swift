import FormSystem

/// `.formsh-replay-failed`: the transcripts that failed in the previous run, for
/// `--failed`. It lives beside the first TRANSCRIPT argument (in the folder that holds
/// it) and holds the failing transcripts' paths as shown, one a line, nothing else: no
/// output, no values.
///
/// Like pytest's last-failed cache, a run keeps what it did not replay: the new record
/// is the old one without the transcripts this run replayed, plus those that failed now.
public struct FailedRecord: Sendable, Equatable {
    public static let fileName = ".formsh-replay-failed"

    /// The remembered paths, sorted.
    public let paths: [String]

    public init(_ paths: [String]) { self.paths = Shard.sorted(Array(Set(paths))) }

    /// Where the record of a run with these arguments lives.
    /// - Parameter resolve: makes an argument path absolute.
    public static func location(firstArgument: String, resolve: (String) -> String) -> String {
        var path = resolve(firstArgument)
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return Path.join(Path.parent(path), fileName)
    }

    /// The record at `file`, or nil when there is none (no previous run remembered).
    public static func read(_ file: String) -> FailedRecord? {
        guard let bytes = FileSystem.contents(file) else { return nil }
        return FailedRecord(String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init).filter { !$0.isEmpty })
    }

    /// The record after a run that replayed `ran` and saw `failed` fail.
    public func updated(ran: [String], failed: [String]) -> FailedRecord {
        let replayed = Set(ran)
        return FailedRecord(paths.filter { !replayed.contains($0) } + failed)
    }

    /// Writes the record through `gate` (the file is removed when it is empty).
    /// - Throws: what the file system says.
    public func write(to file: String, through gate: OutputGate) throws(SystemError) {
        if paths.isEmpty {
            if FileSystem.exists(file) { try FileSystem.remove(file) }
            return
        }
        try gate.writeFile(paths.map { $0 + "\n" }.joined(), to: file)
    }
}
