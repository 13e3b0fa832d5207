import Foundation

/// One part of the benchmark: a heading and a markdown table.
protocol BenchSection {
    /// The name that selects the section on the command line (`form-engine`).
    var id: String { get }
    /// The heading it is printed under (`## Form engine`).
    var title: String { get }
    /// Measures and returns markdown (a table and notes).
    func run(_ repo: BenchRepo) throws -> String
}

/// The repository the benchmark runs in: inputs are found relative to the current directory.
struct BenchRepo {
    let root: URL

    struct NotTheRepoRoot: Error, CustomStringConvertible {
        let directory: String
        var description: String {
            "forms/loan_application.json not found under \(directory); run formsh-bench from the repository root"
        }
    }

    static func fromCurrentDirectory() throws -> BenchRepo {
        let cwd = FileManager.default.currentDirectoryPath
        let root = URL(fileURLWithPath: cwd, isDirectory: true)
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("forms/loan_application.json").path)
        else {
            throw NotTheRepoRoot(directory: cwd)
        }
        return BenchRepo(root: root)
    }

    /// A file's bytes, by path relative to the root.
    func bytes(_ relative: String) throws -> [UInt8] {
        Array(try Data(contentsOf: root.appendingPathComponent(relative)))
    }
}
