#if canImport(Glibc)
    import Glibc
#endif

/// The process's environment, working directory and processors, read from the C library.
public enum ProcessEnvironment {
    /// Every `NAME=value` of `environ` (the first one of a name wins). Split as bytes:
    /// this runs at every start.
    public static func variables() -> [String: String] {
        var count = 0
        while environ[count] != nil { count += 1 }
        var variables = [String: String](minimumCapacity: count)
        for i in 0..<count {
            guard let entry = environ[i], let equals = strchr(entry, Int32(UInt8(ascii: "="))) else { continue }
            let nameBytes = UnsafeRawBufferPointer(start: entry, count: equals - entry)
            let name = String(decoding: nameBytes, as: UTF8.self)
            if variables[name] == nil { variables[name] = String(cString: equals + 1) }
        }
        return variables
    }

    /// `getcwd(3)`, or `/` when the working directory is gone.
    public static func currentDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "/" }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// The processors online, at least 1.
    public static var processorCount: Int {
        max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    /// Whether standard input (file descriptor 0) is a terminal.
    public static var standardInputIsTerminal: Bool { isatty(0) == 1 }

    /// Whether standard output (file descriptor 1) is a terminal.
    public static var standardOutputIsTerminal: Bool { isatty(1) == 1 }

    /// Ends the process with `status` (`exit(3)`: buffers flushed, `atexit` handlers run).
    public static func exit(_ status: Int32) -> Never { Glibc.exit(status) }
}
