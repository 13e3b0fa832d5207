/// A JSON syntax error with its place in the source.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public let offset: Int
    public let line: Int
    public let column: Int
    public var description: String { "line \(line), column \(column): \(message)" }
}

/// The scanner's errors, kept out of line: the paths that read valid JSON never build one.
extension JSONScanner {
    /// An error at `offset` (or `at`), with its line and column.
    @inline(never)
    public func error(_ message: String, at place: Int? = nil) -> JSONSyntaxError {
        let at = min(place ?? offset, bytes.count)
        var line = 1
        var column = 1
        for i in 0..<at {
            if bytes[i] == 0x0A {
                line += 1
                column = 1
            } else if bytes[i] & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSONSyntaxError(message: message, offset: at, line: line, column: column)
    }

    /// The byte at `offset` cannot be read here (or there is none).
    @inline(never)
    func unexpected() -> JSONSyntaxError {
        offset < bytes.count
            ? error("unexpected character \(describe(bytes[offset]))") : error("unexpected end of input")
    }

    @inline(never)
    func tooDeep() -> JSONSyntaxError {
        error("nesting deeper than \(JSONScanner.maxDepth) levels")
    }

    /// A byte as a message shows it: printable ASCII quoted, anything else in hex.
    func describe(_ b: UInt8) -> String {
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return "0x" + String(b, radix: 16, uppercase: true)
    }
}
