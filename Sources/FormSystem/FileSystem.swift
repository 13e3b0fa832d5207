#if canImport(Glibc)
    import Glibc
#endif

/// Files and folders through POSIX calls: what exists, reading, atomic writing,
/// removing and listing.
public enum FileSystem {
    /// What a path names once symbolic links are followed.
    public enum Kind: Equatable, Sendable {
        case directory
        /// Anything else: a regular file, a device, a socket.
        case file
    }

    /// What `path` names, or nil when nothing is there (or it cannot be looked at).
    public static func kind(_ path: String) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT == S_IFDIR ? .directory : .file
    }

    /// What `stat(2)` says of a file, enough to see whether it changed.
    public struct Status: Equatable, Sendable {
        public let kind: Kind
        /// Whether it is a regular file (not a folder, device, socket or pipe).
        public let isRegularFile: Bool
        public let size: Int
        /// The modification time, in nanoseconds since the epoch.
        public let modified: Int64
    }

    /// What `path` names (following symbolic links), or nil when nothing is there.
    public static func status(_ path: String) -> Status? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let type = info.st_mode & S_IFMT
        return Status(
            kind: type == S_IFDIR ? .directory : .file, isRegularFile: type == S_IFREG, size: Int(info.st_size),
            modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
    }

    /// `realpath(3)`: the absolute path with symbolic links resolved, or nil when it does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }

    /// Whether this process may write the file at `path` (`access(2)`, `W_OK`).
    public static func isWritable(_ path: String) -> Bool { access(path, W_OK) == 0 }

    /// Whether this process may create and remove files in the folder at `path`
    /// (`access(2)`, `W_OK | X_OK`).
    public static func canCreateFiles(in path: String) -> Bool { access(path, W_OK | X_OK) == 0 }

    /// Whether `path` names a folder (following symbolic links).
    public static func isDirectory(_ path: String) -> Bool { kind(path) == .directory }

    /// Whether something is at `path` (following symbolic links).
    public static func exists(_ path: String) -> Bool { kind(path) != nil }

    /// The whole content of the file at `path`, or nil when it cannot be opened or read
    /// (a folder included).
    public static func contents(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { return nil }
        // One byte more than the file holds, so that one read usually finds the end.
        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size), 0) + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes += repeatElement(0, count: max(4096, bytes.count)) }
            let n = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(fd, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            if n < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if n == 0 {
                bytes.removeLast(bytes.count - filled)
                return bytes
            }
            filled += n
        }
    }

    /// Why a file's content could not be had.
    public enum ReadFailure: Error, Equatable, Sendable, CustomStringConvertible {
        /// Nothing is at the path.
        case missing
        /// A folder is.
        case directory
        /// Something is, but it cannot be opened or read.
        case unreadable

        /// `no such file`, `is a directory`, `cannot read it`: the reason after `cannot read PATH: `
        /// (the command line says `is a folder, not a file` of a FORM or payload file).
        public var description: String {
            switch self {
            case .missing: "no such file"
            case .directory: "is a directory"
            case .unreadable: "cannot read it"
            }
        }
    }

    /// The whole content of the file at `path`, or why there is none.
    public static func read(_ path: String) -> Result<[UInt8], ReadFailure> {
        if let bytes = contents(path) { return .success(bytes) }
        switch kind(path) {
        case nil: return .failure(.missing)
        case .directory: return .failure(.directory)
        case .file: return .failure(.unreadable)
        }
    }

    /// Replaces the file at `path` with `bytes` whole or not at all (docs/contract.md,
    /// "Submission": a file the gate cannot write whole is an error and the old file stays
    /// as it was): they are written to a new file in the same folder, flushed to the disk
    /// (`fsync`), closed, and then renamed over `path`, and the folder is flushed so the
    /// rename lasts. On any failure (no permission, no space, a failed `close`) the new file
    /// is removed, `path` is untouched, and the error is thrown. A new file gets mode 0666
    /// less the umask (0600 once formsh is hardened); a file replaced keeps its mode (a
    /// transcript `--update` rewrites stays as readable as it was). Internal: everything
    /// else writes files through `OutputGate`.
    static func write(_ bytes: some Collection<UInt8>, to path: String) throws(SystemError) {
        let folder = Path.parent(path)
        let temporary = Path.join(folder, ".\(Path.name(path)).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw .last }
        var existing = stat()
        if stat(path, &existing) == 0, existing.st_mode & S_IFMT == S_IFREG {
            _ = fchmod(fd, existing.st_mode & 0o7777)
        }
        let written = Array(bytes).withUnsafeBytes { writeAll(fd, $0) }
        var error = written ? nil : SystemError.last
        if error == nil, fsync(fd) != 0 { error = .last }
        if close(fd) != 0, error == nil { error = .last }
        if error == nil, rename(temporary, path) != 0 { error = .last }
        if let error {
            unlink(temporary)
            throw error
        }
        syncFolder(folder)
    }

    /// Flushes a folder's entries (a rename in it) to the disk; a folder that cannot be
    /// opened is left to the kernel.
    private static func syncFolder(_ folder: String) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    /// Removes the file at `path`.
    public static func remove(_ path: String) throws(SystemError) {
        guard unlink(path) == 0 else { throw .last }
    }

    /// The names in the folder at `path` (without `.` and `..`), in the order the file
    /// system gives them; nil when it cannot be listed.
    public static func names(inDirectory path: String) -> [String]? {
        guard let dir = opendir(path) else { return nil }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Every path below the folder at `path`, relative to it (`a`, `a/b.t`), at any depth,
    /// hidden ones included; folders reached through symbolic links are listed but not
    /// entered. Nil when `path` itself cannot be listed; sub-folders that cannot be are
    /// skipped. No order is promised.
    public static func pathsBelow(_ path: String) -> [String]? {
        guard let top = names(inDirectory: path) else { return nil }
        var found: [String] = []
        var pending = top
        while let relative = pending.popLast() {
            found.append(relative)
            var info = stat()
            let full = Path.join(path, relative)
            guard lstat(full, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
            for name in names(inDirectory: full) ?? [] { pending.append(relative + "/" + name) }
        }
        return found
    }

    /// Writes every byte to `fd`, retrying after interruptions; false on an error.
    /// Internal: everything else writes through `OutputGate`'s sinks.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var offset = 0
        while offset < bytes.count {
            let n = Glibc.write(fd, base + offset, bytes.count - offset)  // gate-exempt: the gate's own primitive
            if n < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += n
        }
        return true
    }
}
