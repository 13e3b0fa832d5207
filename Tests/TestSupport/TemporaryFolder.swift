import Foundation

/// A fresh empty folder under the system's temporary folder, removed with everything in it
/// when the last reference to it goes: keep it in a variable for as long as its files are used.
public final class TemporaryFolder: Sendable {
    public let path: String

    /// A folder whose name starts with `label` (which names the test in a listing of /tmp).
    public init(_ label: String = "formsh-tests") throws {
        path = NSTemporaryDirectory() + label + "-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The path of a file in the folder.
    public func file(_ name: String) -> String { path + "/" + name }

    /// Writes text to a file in the folder; its path.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> String {
        try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
        return file(name)
    }

    /// The text of a file in the folder, nil when there is none.
    public func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether a file of that name is in the folder.
    public func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: file(name)) }
}
