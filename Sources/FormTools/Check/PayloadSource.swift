import FormSystem

/// Where `check` reads payload lines: a file or standard input (`LineReader`), or lines
/// held in memory (tests). Injected, so that judging reads nothing itself.
public protocol PayloadSource {
    associatedtype Failure: Error
    /// The next line and its 1-based number (counting every line, blank ones included),
    /// or nil at the end. The bytes are valid until the next call.
    mutating func nextLine() throws(Failure) -> (number: Int, bytes: UnsafeRawBufferPointer)?
    /// The longest line the source holds, when the line `nextLine` returned last was
    /// longer (it came empty, and was skipped); nil otherwise.
    var overlongLimit: Int? { get }
}

extension PayloadSource {
    public var overlongLimit: Int? { nil }
}

extension LineReader: PayloadSource {}
