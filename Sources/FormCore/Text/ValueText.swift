/// Text operations on a value's UTF-8 bytes, done in place so that a value never has
/// to become a `String` (SPEC §8.5).
public enum ValueText {
    /// Whether the bytes are empty after trimming white space and newlines (Unicode White_Space).
    public static func isBlank(_ bytes: UnsafeRawBufferPointer) -> Bool {
        if let f = bytes.first, f > 0x20 && f < 0x80 { return false }
        var blank = true
        forEachScalar(bytes) { scalar in
            if !scalar.properties.isWhitespace { blank = false; return false }
            return true
        }
        return blank
    }

    /// Whether the bytes are valid UTF-8.
    public static func isValidUTF8(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var valid = true
        var decoder = UTF8()
        var it = bytes.makeIterator()
        loop: while true {
            switch decoder.decode(&it) {
            case .scalarValue: continue
            case .emptyInput: break loop
            case .error: valid = false; break loop
            }
        }
        return valid
    }

    /// Calls `body` for each Unicode scalar until it returns false. Invalid sequences
    /// come through as U+FFFD.
    public static func forEachScalar(_ bytes: UnsafeRawBufferPointer, _ body: (Unicode.Scalar) -> Bool) {
        var decoder = UTF8()
        var it = bytes.makeIterator()
        while true {
            switch decoder.decode(&it) {
            case .scalarValue(let s): if !body(s) { return }
            case .emptyInput: return
            case .error: if !body("\u{FFFD}") { return }
            }
        }
    }

    /// The first scalar for which `rejected` is true, or nil.
    public static func firstScalar(_ bytes: UnsafeRawBufferPointer, where rejected: (Unicode.Scalar) -> Bool) -> Unicode.Scalar? {
        var found: Unicode.Scalar?
        forEachScalar(bytes) { s in
            if rejected(s) { found = s; return false }
            return true
        }
        return found
    }

    /// Byte range without surrounding white space (ASCII and Unicode).
    @inline(__always)
    public static func trimmedRange(_ bytes: UnsafeRawBufferPointer) -> Range<Int> {
        let n = bytes.count
        if n > 0, bytes[0] > 0x20, bytes[0] < 0x80, bytes[n - 1] > 0x20, bytes[n - 1] < 0x80 { return 0..<n }
        return trimmedRangeDecoding(bytes)
    }

    /// `trimmedRange` for text that starts or ends with a space or a non-ASCII byte.
    private static func trimmedRangeDecoding(_ bytes: UnsafeRawBufferPointer) -> Range<Int> {
        var start = 0, end = bytes.count
        var firstNonBlank: Int?
        var lastNonBlankEnd = 0
        var offset = 0
        var decoder = UTF8()
        var it = bytes.makeIterator()
        loop: while true {
            let before = offset
            switch decoder.decode(&it) {
            case .scalarValue(let s):
                offset += UTF8.width(s)
                if !s.properties.isWhitespace {
                    if firstNonBlank == nil { firstNonBlank = before }
                    lastNonBlankEnd = offset
                }
            case .emptyInput: break loop
            case .error:
                offset += 1
                if firstNonBlank == nil { firstNonBlank = before }
                lastNonBlankEnd = offset
            }
        }
        guard let f = firstNonBlank else { return 0..<0 }
        start = f
        end = lastNonBlankEnd
        return start..<end
    }

    /// Extended grapheme clusters (Swift `Character`s) in the bytes, counted by ICU on a
    /// UTF-16 copy that lives in the store's scratch space. Nil if the text is not UTF-8.
    /// ASCII text is counted without ICU: each byte is a cluster, except that CR LF is one.
    public static func graphemeCount(_ bytes: UnsafeRawBufferPointer, scratch: SecretStore) -> Int? {
        var ascii = true
        var pairs = 0
        var previous: UInt8 = 0
        for b in bytes {
            if b >= 0x80 { ascii = false; break }
            if b == 0x0A && previous == 0x0D { pairs += 1 }
            previous = b
        }
        if ascii { return bytes.count - pairs }
        return withUTF16(bytes, scratch: scratch) { p, n in Native.graphemeCount(p, count: n) } ?? nil
    }

    /// Converts UTF-8 to UTF-16 in a scratch block of the store (zeroed afterwards) and
    /// calls `body` with it. Nil for invalid UTF-8 or when the store has no room.
    public static func withUTF16<R>(_ bytes: UnsafeRawBufferPointer, scratch: SecretStore,
                                    _ body: (UnsafePointer<UInt16>, Int32) -> R) -> R? {
        let capUnits = max(1, bytes.count)
        guard capUnits < Int(Int32.max) / 2, let h = try? scratch.allocate(capacity: capUnits * 2) else { return nil }
        defer { scratch.free(h) }
        var result: R?
        scratch.update(h) { buffer in
            let dst = buffer.baseAddress!.bindMemory(to: UInt16.self, capacity: capUnits)
            guard let n = Native.utf8ToUTF16(bytes, into: dst, capacity: Int32(capUnits)) else { return 0 }
            result = body(UnsafePointer(dst), n)
            return Int(n) * 2
        }
        return result
    }

    /// Whether two byte sequences are equal. Short ones (keys, option values) are compared
    /// here, byte by byte, which costs less than a call to `memcmp`.
    @inline(__always)
    public static func equal(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        guard a.count == b.count else { return false }
        if a.count <= 16 {
            for k in 0..<a.count where a[k] != b[k] { return false }
            return true
        }
        return Native.bytesEqual(a.baseAddress!, b.baseAddress!, count: a.count)
    }

    /// Whether the bytes equal a string's UTF-8 (for schema literals, never user data).
    public static func equal(_ a: UnsafeRawBufferPointer, _ literal: String) -> Bool {
        var s = literal
        return s.withUTF8 { equal(a, UnsafeRawBufferPointer($0)) }
    }
}
