import FormSystem

/// docs/contract.md, "Command line": a path formsh will write (`record -o`, `replay --junit`, `record
/// --scenario-out`) is checked before any work starts (`FileSystem.writeProblem`): its
/// folder must exist and be writable, and the path must not be a folder or a file that
/// cannot be replaced. A failure is a usage error (exit 2).
enum OutputPath {
    /// - Parameters:
    ///   - path: as given on the command line.
    ///   - option: the option that named it, for the message.
    static func check(_ path: String, option: String, io: CommandIO, command: String) throws(CLIError) {
        let full = io.resolve(path)
        // The folder as the user wrote it when the path has one, else the resolved folder.
        let written = Path.parent(path)
        let folder = written.isEmpty ? Path.parent(full) : written
        switch FileSystem.writeProblem(full) {
        case nil: return
        case .isFolder: throw .usage("\(option) \(path) \(CLIText.isDirectory)", command: command)
        case .notReplaceable: throw .usage("\(option) \(path) cannot be written", command: command)
        case .noFolder: throw .usage("\(option) \(path): the folder \(folder) does not exist", command: command)
        case .folderNotWritable:
            throw .usage("\(option) \(path): the folder \(folder) is not writable", command: command)
        }
    }
}
