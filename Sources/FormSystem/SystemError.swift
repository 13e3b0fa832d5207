#if canImport(Glibc)
    import Glibc
#endif

/// A failed system call: its `errno` and the C library's text for it.
public struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
    public let code: Int32

    public init(code: Int32) { self.code = code }

    /// The error of the call that just failed.
    public static var last: SystemError { SystemError(code: errno) }

    /// Whether nothing is at the path the call was given (`ENOENT`).
    public var isNoSuchFile: Bool { code == ENOENT }

    /// `strerror(3)`: `No such file or directory`.
    public var description: String { String(cString: strerror(code)) }
}
