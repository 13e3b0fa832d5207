import Foundation
import FormReplay

/// A fresh directory under the system's temporary directory, holding copies of fixtures.
struct Workspace {
    let path: String

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/replay").path

    init() throws {
        path = (NSTemporaryDirectory() as NSString).appendingPathComponent("formsh-replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Copies fixtures in; returns their paths in the workspace.
    @discardableResult
    func copy(_ names: String...) throws -> [String] {
        try names.map { name in
            let target = file(name)
            try FileManager.default.copyItem(atPath: (Self.fixtures as NSString).appendingPathComponent(name), toPath: target)
            return target
        }
    }

    func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
    }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: file(name)) }

    /// Loads a transcript of the workspace, shown by its name.
    func transcript(_ name: String) throws -> Transcript {
        try Transcript.load(path: name, filePath: file(name))
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
