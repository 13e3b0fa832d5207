import FormSystem

/// `.formsh-replay-failed`: the transcripts that failed in the previous run, for
/// `--failed`. It lives in the directory replay runs in, whatever the TRANSCRIPT
/// arguments, and holds each failing transcript's path relative to that directory
/// (`t/a.t` whether it was named `t/`, `./t` or `t/a.t`), one a line, nothing else: no
/// output, no values. Only transcripts below that directory are remembered, and only
/// while they exist.
///
/// Like pytest's last-failed cache, a run keeps what it did not replay: the new record
/// is the old one without the transcripts this run replayed, plus those that failed now.
public struct FailedRecord: Sendable, Equatable {
    public static let fileName = ".formsh-replay-failed"

    /// The remembered paths, sorted.
    public let paths: [String]

    public init(_ paths: [String]) { self.paths = Shard.sorted(Array(Set(paths))) }

    /// Where the record of a run in `workingDirectory` lives.
    public static func location(workingDirectory: String) -> String {
        Path.join(workingDirectory, fileName)
    }

    /// How the record names a transcript at `file` (absolute): its path relative to the
    /// working directory, `.` and `..` and repeated slashes resolved; for a transcript
    /// outside it (which is not remembered), its absolute path.
    public static func key(file: String, workingDirectory: String) -> String {
        guard file.hasPrefix("/"), workingDirectory.hasPrefix("/") else { return file }
        let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        // The usual case, a plain path below the directory, without splitting both paths.
        if file.hasPrefix(base), !file.contains("//"), !file.contains("/./"), !file.contains("/../") {
            return String(file.dropFirst(base.count))
        }
        let standardized = Path.standardized(file)
        let directory = Path.standardized(workingDirectory)
        let below = directory == "/" ? "/" : directory + "/"
        return standardized.hasPrefix(below) ? String(standardized.dropFirst(below.count)) : standardized
    }

    /// The record at `file`, or nil when there is none (no previous run remembered).
    public static func read(_ file: String) -> FailedRecord? {
        guard let bytes = FileSystem.contents(file) else { return nil }
        return FailedRecord(
            String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init).filter { !$0.isEmpty })
    }

    /// The record after a run that replayed `ran` and saw `failed` fail (both as keys).
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
