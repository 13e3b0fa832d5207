import FormSystem

/// docs/contract.md, "Command line": a path formsh will write (`record -o`, `replay --junit`, `record
/// --scenario-out`) is checked before any work starts, so a typo costs nothing: its
/// folder must exist and be writable, and the path must not be a folder or a file that
/// cannot be replaced. A failure is a usage error (exit 2).
enum OutputPath {
    /// - Parameters:
    ///   - path: as given on the command line.
    ///   - option: the option that named it, for the message.
    static func check(_ path: String, option: String, io: CommandIO, command: String) throws(CLIError) {
        let full = io.resolve(path)
        if let kind = FileSystem.kind(full) {
            guard kind != .directory else {
                throw .usage("\(option) \(path) is a folder, not a file", command: command)
            }
            guard FileSystem.isWritable(full) else {
                throw .usage("\(option) \(path) cannot be written", command: command)
            }
        }
        let folder = Path.parent(full)
        guard FileSystem.isDirectory(folder) else {
            throw .usage("\(option) \(path): the folder \(shown(folder, of: path)) does not exist", command: command)
        }
        guard FileSystem.canCreateFiles(in: folder) else {
            throw .usage("\(option) \(path): the folder \(shown(folder, of: path)) is not writable", command: command)
        }
    }

    /// The folder as the user wrote it when the path has one, else the resolved folder.
    private static func shown(_ folder: String, of path: String) -> String {
        let written = Path.parent(path)
        return written.isEmpty ? folder : written
    }
}
