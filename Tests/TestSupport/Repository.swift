import Foundation

/// The repository's files, found from this file's path, so that tests run from any folder.
public enum Repository {
    /// The repository root (this file is Tests/TestSupport/Repository.swift).
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The path of a file given relative to the root.
    public static func path(_ relative: String) -> String { root + "/" + relative }

    /// The bytes of a file given relative to the root.
    public static func bytes(_ relative: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path(relative))))
    }

    /// The text of a file given relative to the root.
    public static func text(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }
}
