#if canImport(Glibc)
import Glibc
#endif

/// The process's environment, working directory and processors, read from the C library.
public enum ProcessEnvironment {
    /// Every `NAME=value` of `environ` (the first one of a name wins).
    public static func variables() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
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
}
