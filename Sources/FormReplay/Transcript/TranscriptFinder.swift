import FormSystem

/// Turns the TRANSCRIPT arguments into transcript paths: a file is taken as named
/// (whatever its extension); a directory stands for every `*.t` file below it, at any
/// depth. The result is sorted in byte order with duplicates removed.
public enum TranscriptFinder {
    /// A transcript path as shown, and where the file is.
    public struct Entry: Sendable, Equatable {
        public let path: String
        public let filePath: String
    }

    /// - Parameter resolve: makes an argument path absolute (relative to the working directory).
    /// - Throws: `.notFound` for a path that does not exist or a directory without `*.t`
    ///   files, `.unreadable` for a directory that cannot be listed.
    public static func find(_ arguments: [String], resolve: (String) -> String) throws(TranscriptError) -> [Entry] {
        var byPath: [String: String] = [:]
        for argument in arguments {
            let file = resolve(argument)
            guard let kind = FileSystem.kind(file) else {
                throw .notFound(path: argument, reason: "no such file or directory")
            }
            guard kind == .directory else {
                byPath[argument] = file
                continue
            }
            guard let below = FileSystem.pathsBelow(file) else {
                throw .unreadable(path: argument, reason: "cannot list it")
            }
            var found = 0
            for relative in below where relative.hasSuffix(".t") {
                let full = Path.join(file, relative)
                guard FileSystem.kind(full) == .file else { continue }
                let shown = argument.hasSuffix("/") ? argument + relative : argument + "/" + relative
                byPath[shown] = full
                found += 1
            }
            guard found > 0 else { throw .notFound(path: argument, reason: "no transcripts (*.t) in this directory") }
        }
        return Shard.sorted(Array(byPath.keys)).map { Entry(path: $0, filePath: byPath[$0] ?? $0) }
    }

    /// Every transcript the arguments name, loaded (what `cover` replays).
    /// - Throws: as `find` does, and the first transcript that cannot be read or is malformed.
    public static func load(_ arguments: [String], resolve: (String) -> String) throws(TranscriptError) -> [Transcript]
    {
        var transcripts: [Transcript] = []
        for entry in try find(arguments, resolve: resolve) {
            transcripts.append(try Transcript.load(path: entry.path, filePath: entry.filePath))
        }
        return transcripts
    }
}
