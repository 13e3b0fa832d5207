/// Deterministic JSON output (keys in stored order, minimal escaping), the one JSON
/// writer, in three styles: compact for payloads; on one line with a space after each
/// `:` and `,` (docs/contract.md, "Payload"'s shape) for lines people also read, such as `check --json`;
/// indented for files people read, such as `formsh export`.
public enum JSONWriter {
    /// How tokens are laid out.
    public enum Style: Sendable {
        /// `{"a":1,"b":[1,2]}`
        case compact
        /// `{"a": 1, "b": [1, 2]}`
        case spaced
        /// Two spaces per level, `": "` after keys, an array of scalars on one line when
        /// it fits in `prettyLineLimit` bytes (`[1, 2]`), no final newline:
        /// ```
        /// {
        ///   "a": 1,
        ///   "b": [1, 2]
        /// }
        /// ```
        case pretty
    }

    /// In the pretty style, arrays of scalars up to this many bytes stay on one line.
    static let prettyLineLimit = 80

    /// Serialises a value.
    public static func string(_ value: JSONValue, style: Style = .compact) -> String {
        var out: [UInt8] = []
        write(value, style: style, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends a value's serialisation to a byte array.
    public static func write(_ value: JSONValue, style: Style = .compact, into out: inout [UInt8]) {
        switch style {
        case .compact: writeLine(value, spaced: false, into: &out)
        case .spaced: writeLine(value, spaced: true, into: &out)
        case .pretty: writeIndented(value, level: 0, into: &out)
        }
    }

    /// A value on one line.
    private static func writeLine(_ value: JSONValue, spaced: Bool, into out: inout [UInt8]) {
        let comma: StaticString = spaced ? ", " : ","
        let colon: StaticString = spaced ? ": " : ":"
        switch value {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let n): out.append(contentsOf: n.utf8)
        case .string(let s): writeString(s, into: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { append(comma, to: &out) }
                writeLine(item, spaced: spaced, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let object):
            out.append(UInt8(ascii: "{"))
            for (i, entry) in object.entries.enumerated() {
                if i > 0 { append(comma, to: &out) }
                writeString(entry.key, into: &out)
                append(colon, to: &out)
                writeLine(entry.value, spaced: spaced, into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// A value indented at `level`: objects and long arrays one member per line, the rest
    /// on one line.
    private static func writeIndented(_ value: JSONValue, level: Int, into out: inout [UInt8]) {
        switch value {
        case .array(let items) where !items.isEmpty && !fitsOnOneLine(items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                append(i == 0 ? "\n" : ",\n", to: &out)
                indent(level + 1, &out)
                writeIndented(item, level: level + 1, into: &out)
            }
            out.append(UInt8(ascii: "\n"))
            indent(level, &out)
            out.append(UInt8(ascii: "]"))
        case .object(let o) where !o.entries.isEmpty:
            out.append(UInt8(ascii: "{"))
            for (i, entry) in o.entries.enumerated() {
                append(i == 0 ? "\n" : ",\n", to: &out)
                indent(level + 1, &out)
                writeString(entry.key, into: &out)
                append(": ", to: &out)
                writeIndented(entry.value, level: level + 1, into: &out)
            }
            out.append(UInt8(ascii: "\n"))
            indent(level, &out)
            out.append(UInt8(ascii: "}"))
        default:
            writeLine(value, spaced: true, into: &out)
        }
    }

    /// Whether an array holds only scalars and is short enough for one line.
    private static func fitsOnOneLine(_ items: [JSONValue]) -> Bool {
        guard items.allSatisfy(isScalar) else { return false }
        var out: [UInt8] = []
        writeLine(.array(items), spaced: false, into: &out)
        return out.count + items.count <= prettyLineLimit
    }

    private static func isScalar(_ v: JSONValue) -> Bool {
        switch v {
        case .array, .object: return false
        case .null, .bool, .number, .string: return true
        }
    }

    private static func indent(_ level: Int, _ out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: level * 2))
    }

    private static func append(_ s: StaticString, to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
    }

    /// Appends a JSON string literal.
    public static func writeString(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for b in s.utf8 { JSONEscape.append(b, to: &out) }
        out.append(UInt8(ascii: "\""))
    }
}

/// JSON string escaping of one UTF-8 byte; shared by the writer and the payload encoder.
public enum JSONEscape {
    /// The escaped form of a byte, or nil when it is written as is.
    @inline(__always)
    public static func escaped(_ b: UInt8) -> (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, count: Int)? {
        switch b {
        case 0x22: return (0x5C, 0x22, 0, 0, 0, 0, 2)
        case 0x5C: return (0x5C, 0x5C, 0, 0, 0, 0, 2)
        case 0x0A: return (0x5C, UInt8(ascii: "n"), 0, 0, 0, 0, 2)
        case 0x0D: return (0x5C, UInt8(ascii: "r"), 0, 0, 0, 0, 2)
        case 0x09: return (0x5C, UInt8(ascii: "t"), 0, 0, 0, 0, 2)
        case 0x08: return (0x5C, UInt8(ascii: "b"), 0, 0, 0, 0, 2)
        case 0x0C: return (0x5C, UInt8(ascii: "f"), 0, 0, 0, 0, 2)
        case 0..<0x20, 0x7F:
            let hex: [UInt8] = Array("0123456789abcdef".utf8)
            return (
                0x5C, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(b >> 4)], hex[Int(b & 0xF)], 6
            )
        default: return nil
        }
    }

    @inline(__always)
    static func append(_ b: UInt8, to out: inout [UInt8]) {
        guard let e = escaped(b) else {
            out.append(b)
            return
        }
        let all = [e.0, e.1, e.2, e.3, e.4, e.5]
        out.append(contentsOf: all[0..<e.count])
    }
}
