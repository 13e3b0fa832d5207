import FormSystem

/// `GET /forms/NAME`: files from the forms folder, and nothing outside it.
struct FormFiles: Sendable {
    /// The forms folder with symlinks resolved.
    let root: String

    static let prefix = "/forms/"
    static let maxFileBytes = 8 << 20

    init(directory: String) {
        root = FileSystem.realPath(directory) ?? directory
    }

    enum Lookup: Equatable {
        case file(bytes: [UInt8], contentType: String)
        /// A name that tries to leave the folder (`..`, absolute, a symlink out of it).
        case refused
        case notFound
    }

    /// The file for a decoded request path under `/forms/`.
    func lookup(path: String) -> Lookup {
        guard path.hasPrefix(FormFiles.prefix) else { return .notFound }
        let name = String(path.dropFirst(FormFiles.prefix.count))
        guard !name.isEmpty else { return .notFound }
        if name.hasPrefix("/") || name.contains("\\") || name.utf8.contains(0) { return .refused }
        let segments = name.split(separator: "/", omittingEmptySubsequences: false)
        if segments.contains(where: { $0 == ".." || $0 == "." }) { return .refused }
        if segments.contains(where: \.isEmpty) { return .notFound }
        let full = Path.join(root, name)
        guard let real = FileSystem.realPath(full) else { return .notFound }
        guard real.hasPrefix(root.hasSuffix("/") ? root : root + "/") else { return .refused }
        guard let status = FileSystem.status(real), status.isRegularFile, status.size <= FormFiles.maxFileBytes,
            let bytes = FileSystem.contents(real)
        else { return .notFound }
        return .file(bytes: bytes, contentType: FormFiles.contentType(of: name))
    }

    static func contentType(of name: String) -> String {
        switch Path.pathExtension(name).lowercased() {
        case "json": return "application/json"
        case "txt", "t", "md": return "text/plain; charset=utf-8"
        case "html", "htm": return "text/html; charset=utf-8"
        default: return "application/octet-stream"
        }
    }
}
