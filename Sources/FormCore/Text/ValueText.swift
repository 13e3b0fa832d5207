/// Text operations on a value's UTF-8 bytes, done in place so that a value never has
/// to become a `String` (docs/contract.md, "Secrets and memory" item 5).
public enum ValueText {
    /// Whether the bytes are empty after trimming white space and newlines as the app's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` does (`BlankScalars`: Unicode's
    /// White_Space and U+200B ZERO WIDTH SPACE).
    public static func isBlank(_ bytes: UnsafeRawBufferPointer) -> Bool {
        if let f = bytes.first, !mayStartBlank(f, bytes.count > 1 ? bytes[1] : 0) { return false }
        var blank = true
        forEachScalar(bytes) { scalar in
            if !BlankScalars.contains(scalar) {
                blank = false
                return false
            }
            return true
        }
        return blank
    }

    /// Whether a scalar whose UTF-8 starts with `lead`, then `next`, can be blank:
    /// ASCII's tab to carriage return and space, or U+0085, U+00A0 (C2 85, C2 A0), U+1680
    /// (E1 9A), U+2000–U+205F (E2 80, E2 81), U+3000 (E3 80). Any other start is a scalar
    /// that is not (or bytes that are not UTF-8, which count as U+FFFD), so text starting
    /// with it is not blank: Cyrillic, and emoji such as ❤ (E2 9D), decide at once.
    @inline(__always)
    static func mayStartBlank(_ lead: UInt8, _ next: UInt8) -> Bool {
        switch lead {
        case 0...0x20: return true
        case 0xC2: return next == 0x85 || next == 0xA0
        case 0xE1: return next == 0x9A
        case 0xE2: return next == 0x80 || next == 0x81
        case 0xE3: return next == 0x80
        default: return false
        }
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
            case .error:
                valid = false
                break loop
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
    public static func firstScalar(_ bytes: UnsafeRawBufferPointer, where rejected: (Unicode.Scalar) -> Bool) -> Unicode
        .Scalar?
    {
        var found: Unicode.Scalar?
        forEachScalar(bytes) { s in
            if rejected(s) {
                found = s
                return false
            }
            return true
        }
        return found
    }

    /// Byte range without the blank scalars around it (`BlankScalars`, the app's trim).
    @inline(__always)
    public static func trimmedRange(_ bytes: UnsafeRawBufferPointer) -> Range<Int> {
        let n = bytes.count
        if n > 0, bytes[0] > 0x20, bytes[0] < 0x80, bytes[n - 1] > 0x20, bytes[n - 1] < 0x80 { return 0..<n }
        return trimmedRangeDecoding(bytes)
    }

    /// `trimmedRange` for text that starts or ends with a space or a non-ASCII byte.
    private static func trimmedRangeDecoding(_ bytes: UnsafeRawBufferPointer) -> Range<Int> {
        var start = 0
        var end = bytes.count
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
                if !BlankScalars.contains(s) {
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

    /// Extended grapheme clusters (Swift `Character`s) in the bytes, as ICU counts them.
    /// Nil if the text is not UTF-8. The bytes are read in place: scalars that are clusters
    /// of their own are counted from a table, and only a run around a scalar that can join
    /// others goes to ICU, as UTF-16 in a scratch block of the store (zeroed afterwards).
    public static func graphemeCount(_ bytes: UnsafeRawBufferPointer, scratch: SecretStore) -> Int? {
        switch Native.graphemeCount(bytes, scratch: nil) {
        case .counted(let n): return n
        case .failed: return nil
        case .needsScratch:
            guard let h = try? scratch.allocate(capacity: bytes.count * 2) else { return nil }
            defer { scratch.free(h) }
            var count: Int?
            scratch.update(h) { buffer in
                if case .counted(let n) = Native.graphemeCount(bytes, scratch: buffer.bindMemory(to: UInt16.self)) {
                    count = n
                }
                return 0
            }
            return count
        }
    }

    /// Converts UTF-8 to UTF-16 in a scratch block of the store (zeroed afterwards) and
    /// calls `body` with it. Nil for invalid UTF-8 or when the store has no room.
    public static func withUTF16<R>(
        _ bytes: UnsafeRawBufferPointer, scratch: SecretStore,
        _ body: (UnsafePointer<UInt16>, Int32) -> R
    ) -> R? {
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
