import FormCore

/// Reads a posted JSON payload's top-level fields where they lie, parsing only the
/// values of fields that are not secret: a secret value never becomes a String.
public enum PayloadFields {
    /// The fields not named in `secret`, in payload order; nil when the bytes are not one
    /// JSON object.
    public static func nonSecret(_ bytes: UnsafeRawBufferPointer, secret: Set<String>) -> [(
        key: String, value: JSONValue
    )]? {
        var i = 0
        func space() { while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 } }
        func take(_ c: UInt8) -> Bool {
            guard i < bytes.count, bytes[i] == c else { return false }
            i += 1
            return true
        }
        /// Moves past a string (at its opening quote); false when it does not end.
        func skipString() -> Bool {
            guard take(0x22) else { return false }
            while i < bytes.count {
                switch bytes[i] {
                case 0x5C: i += 2
                case 0x22:
                    i += 1
                    return true
                default: i += 1
                }
            }
            return false
        }
        /// Moves past one value of any kind.
        func skipValue() -> Bool {
            guard i < bytes.count else { return false }
            if bytes[i] == 0x22 { return skipString() }
            var depth = 0
            while i < bytes.count {
                switch bytes[i] {
                case 0x22:
                    guard skipString() else { return false }
                    continue
                case 0x7B, 0x5B: depth += 1
                case 0x7D, 0x5D:
                    if depth == 0 { return true }
                    depth -= 1
                    if depth == 0 {
                        i += 1
                        return true
                    }
                case 0x2C where depth == 0: return true
                default: break
                }
                i += 1
            }
            return depth == 0
        }
        var out: [(key: String, value: JSONValue)] = []
        space()
        guard take(0x7B) else { return nil }
        space()
        if take(0x7D) { return out }
        while true {
            space()
            let keyStart = i
            guard skipString() else { return nil }
            guard case .string(let key)? = parse(bytes, keyStart..<i) else { return nil }
            space()
            guard take(0x3A) else { return nil }
            space()
            let start = i
            guard skipValue() else { return nil }
            if !secret.contains(key) {
                guard let value = parse(bytes, start..<i) else { return nil }
                out.append((key, value))
            }
            space()
            if take(0x2C) { continue }
            return take(0x7D) ? out : nil
        }
    }

    private static func parse(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> JSONValue? {
        let slice = UnsafeRawBufferPointer(rebasing: bytes[range]).bindMemory(to: UInt8.self)
        return try? JSONParser.parse(slice)
    }
}
