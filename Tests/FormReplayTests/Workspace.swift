import FormReplay
import Foundation
import TestSupport

/// A fresh folder under the system's temporary folder, holding copies of fixtures; removed
/// with its files when the last copy of the workspace goes.
struct Workspace {
    let folder: TemporaryFolder
    var path: String { folder.path }

    static let fixtures = Repository.path("Tests/Fixtures/replay")

    init() throws {
        folder = try TemporaryFolder("formsh-replay")
    }

    /// Copies fixtures in; returns their paths in the workspace.
    @discardableResult
    func copy(_ names: String...) throws -> [String] {
        try names.map { name in
            let target = file(name)
            try FileManager.default.copyItem(
                atPath: (Self.fixtures as NSString).appendingPathComponent(name), toPath: target)
            return target
        }
    }

    func file(_ name: String) -> String { folder.file(name) }

    func read(_ name: String) -> String? { folder.read(name) }

    func write(_ name: String, _ text: String) throws { try folder.write(name, text) }

    func exists(_ name: String) -> Bool { folder.exists(name) }

    /// Loads a transcript of the workspace, shown by its name.
    func transcript(_ name: String) throws -> Transcript {
        try Transcript.load(path: name, filePath: file(name))
    }
}
