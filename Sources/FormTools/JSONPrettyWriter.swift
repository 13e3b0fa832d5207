import FormCore

/// Indented, deterministic JSON for files people read (`formsh export`): two spaces per
/// level, keys in stored order, short arrays of scalars on one line, `": "` after keys.
public enum JSONPrettyWriter {
    /// The value as indented text, without a trailing newline.
    public static func string(_ value: JSONValue) -> String {
        var out: [UInt8] = []
        write(value, level: 0, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func write(_ value: JSONValue, level: Int, into out: inout [UInt8]) {
        switch value {
        case .array(let items) where !items.isEmpty && !fitsOnOneLine(items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                out.append(contentsOf: (i == 0 ? "\n" : ",\n").utf8)
                indent(level + 1, &out)
                write(item, level: level + 1, into: &out)
            }
            out.append(UInt8(ascii: "\n"))
            indent(level, &out)
            out.append(UInt8(ascii: "]"))
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(contentsOf: ", ".utf8) }
                JSONWriter.write(item, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let o) where !o.entries.isEmpty:
            out.append(UInt8(ascii: "{"))
            for (i, entry) in o.entries.enumerated() {
                out.append(contentsOf: (i == 0 ? "\n" : ",\n").utf8)
                indent(level + 1, &out)
                JSONWriter.writeString(entry.key, into: &out)
                out.append(contentsOf: ": ".utf8)
                write(entry.value, level: level + 1, into: &out)
            }
            out.append(UInt8(ascii: "\n"))
            indent(level, &out)
            out.append(UInt8(ascii: "}"))
        default:
            JSONWriter.write(value, into: &out)
        }
    }

    /// Arrays of scalars up to this many bytes stay on one line.
    static let lineLimit = 80

    private static func fitsOnOneLine(_ items: [JSONValue]) -> Bool {
        guard items.allSatisfy(isScalar) else { return false }
        var out: [UInt8] = []
        JSONWriter.write(.array(items), into: &out)
        return out.count + items.count <= lineLimit
    }

    private static func isScalar(_ v: JSONValue) -> Bool {
        switch v {
        case .array, .object: return false
        default: return true
        }
    }

    private static func indent(_ level: Int, _ out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: level * 2))
    }
}
