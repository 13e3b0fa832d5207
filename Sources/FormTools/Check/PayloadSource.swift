import FormSystem

/// Where `check` reads payload lines: a file or standard input (`LineReader`), or lines
/// held in memory (tests). Injected, so that judging reads nothing itself.
public protocol PayloadSource {
    associatedtype Failure: Error
    /// The next line and its 1-based number (counting every line, blank ones included),
    /// or nil at the end. The bytes are valid until the next call.
    mutating func nextLine() throws(Failure) -> (number: Int, bytes: UnsafeRawBufferPointer)?
}

extension LineReader: PayloadSource {}
