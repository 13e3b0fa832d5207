extension FileSystem {
    /// What would stop a file from being written (created or replaced) at a path.
    public enum WriteProblem: Equatable, Sendable {
        /// The path is a folder.
        case isFolder
        /// A file is there that cannot be replaced.
        case notReplaceable
        /// The folder the file would go in does not exist.
        case noFolder
        /// The folder the file would go in cannot take new files.
        case folderNotWritable
    }

    /// Checks a path before any work that will write it starts, so a typo costs nothing.
    /// - Returns: nil when a file can be written there.
    public static func writeProblem(_ path: String) -> WriteProblem? {
        if let kind = kind(path) {
            guard kind != .directory else { return .isFolder }
            guard isWritable(path) else { return .notReplaceable }
        }
        let folder = Path.parent(path)
        guard isDirectory(folder) else { return .noFolder }
        guard canCreateFiles(in: folder) else { return .folderNotWritable }
        return nil
    }
}
