/// Deterministic JSON output (keys in stored order, minimal escaping), the one JSON
/// writer: compact for payloads, or on one line with a space after each `:` and `,`
/// (SPEC §3's shape) for lines people also read, such as `check --json`.
public enum JSONWriter {
    /// Spacing between tokens; both styles write one line.
    public enum Style: Sendable {
        /// `{"a":1,"b":[1,2]}`
        case compact
        /// `{"a": 1, "b": [1, 2]}`
        case spaced
    }

    /// Serialises a value.
    public static func string(_ value: JSONValue, style: Style = .compact) -> String {
        var out: [UInt8] = []
        write(value, style: style, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends a value's serialisation to a byte array.
    public static func write(_ value: JSONValue, style: Style = .compact, into out: inout [UInt8]) {
        let comma: StaticString = style == .compact ? "," : ", "
        let colon: StaticString = style == .compact ? ":" : ": "
        switch value {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let n): out.append(contentsOf: n.utf8)
        case .string(let s): writeString(s, into: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { append(comma, to: &out) }
                write(item, style: style, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let object):
            out.append(UInt8(ascii: "{"))
            for (i, entry) in object.entries.enumerated() {
                if i > 0 { append(comma, to: &out) }
                writeString(entry.key, into: &out)
                append(colon, to: &out)
                write(entry.value, style: style, into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
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
            return (0x5C, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(b >> 4)], hex[Int(b & 0xF)], 6)
        default: return nil
        }
    }

    @inline(__always)
    static func append(_ b: UInt8, to out: inout [UInt8]) {
        guard let e = escaped(b) else { out.append(b); return }
        let all = [e.0, e.1, e.2, e.3, e.4, e.5]
        out.append(contentsOf: all[0..<e.count])
    }
}
