// Target `grapheme`: the grapheme-count fast path (ValueText.graphemeCount, which reads
// UTF-8 in place and asks ICU only around scalars that can join others) against ICU's
// break iterator over the whole text.
//
// Input: byte 0 picks the mode. Even: the rest is the text, arbitrary bytes. Odd: the rest
// is read two bytes a scalar (a pool of scripts and grapheme classes, then where in it),
// so that the fuzzer reaches ZWJ sequences, flags, Hangul and Indic conjuncts quickly.
// Invariants: the same count as ICU, or no count for both when the bytes are not UTF-8;
// without a scratch block the fast path gives that count or asks for one; no block is left
// in the store and its memory is zero afterwards (the UTF-16 copy is wiped).
import CFormNative
import FormCore

/// Scalars from every script and grapheme class that UAX #29 and ICU's rules treat apart.
private let pools: [[ClosedRange<UInt32>]] = [
    [0x20...0x7E], [0x0D...0x0D, 0x0A...0x0A, 0x00...0x1F, 0x7F...0x9F],
    [0x0400...0x04FF, 0x02BB...0x02BC], [0x0300...0x036F, 0x20D0...0x20F0],
    [0x0900...0x097F, 0x0980...0x09FF, 0x0A80...0x0AFF, 0x0B00...0x0B7F, 0x0C00...0x0C7F, 0x0D00...0x0D7F],
    [0x0915...0x0939, 0x094D...0x094D, 0x093C...0x093C, 0x0951...0x0952], [0x0E00...0x0E7F, 0x0B80...0x0BFF],
    [0x1100...0x11FF, 0xAC00...0xD7A3, 0xD7B0...0xD7FF], [0x1F1E6...0x1F1FF],
    [0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x2600...0x27BF, 0x00A9...0x00A9],
    [0x1F3FB...0x1F3FF, 0xFE0E...0xFE0F, 0x200D...0x200D, 0x200C...0x200C],
    [0x0600...0x0605, 0x06DD...0x06DD, 0x110BD...0x110BD, 0x0D4E...0x0D4E, 0x111C2...0x111C3],
    [0x4E00...0x9FFF, 0x3040...0x30FF], [0xE0000...0xE0FFF], [0x0000...0x10FFFF],
]

private func pooledText(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    var out = String.UnicodeScalarView()
    var it = bytes.makeIterator()
    while let p = it.next(), let o = it.next() {
        let pool = pools[Int(p) % pools.count]
        let range = pool[(Int(p) / pools.count) % pool.count]
        let width = Int(range.upperBound - range.lowerBound) + 1
        // Two bytes pick the place in a wide range: the second, then the first's high bits.
        let place = (Int(o) | Int(p) << 8) % width
        if let s = Unicode.Scalar(range.lowerBound + UInt32(place)) { out.append(s) }
    }
    return Array(String(out).utf8)
}

/// ICU's count of the whole text, or nil when it is not UTF-8.
private func icuCount(_ text: [UInt8]) -> Int? {
    var units = [UInt16](repeating: 0, count: max(1, text.count))
    let capacity = Int32(units.count)
    let n = text.withUnsafeBufferPointer { src in
        units.withUnsafeMutableBufferPointer { fn_utf8_to_utf16(src.baseAddress, src.count, $0.baseAddress, capacity) }
    }
    guard n >= 0 else { return nil }
    let c = units.withUnsafeBufferPointer { fn_grapheme_count($0.baseAddress, n) }
    return c < 0 ? nil : Int(c)
}

private let store: SecretStore = {
    do { return try SecretStore(capacity: 1 << 13) } catch { fatalError("no secret store: \(error)") }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGrapheme(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = fuzzBytes(data, size)
    guard let mode = input.first else { return 0 }
    let text = mode & 1 == 0 ? Array(input.dropFirst()) : pooledText(input.dropFirst())
    let expected = icuCount(text)
    let counted = text.withUnsafeBytes { ValueText.graphemeCount($0, scratch: store) }
    trace("text \(text): ICU \(String(describing: expected)), fast path \(String(describing: counted))")
    invariant(
        counted == expected,
        "bytes \(text): ICU counts \(String(describing: expected)), the fast path \(String(describing: counted))")
    let bare = text.withUnsafeBufferPointer { fn_grapheme_count_utf8($0.baseAddress, $0.count, nil, 0) }
    invariant(
        bare == Int64(FN_GRAPHEME_NEEDS_SCRATCH) || bare == Int64(FN_GRAPHEME_INVALID) || Int(bare) == expected,
        "bytes \(text): without scratch the fast path gives \(bare), ICU \(String(describing: expected))")
    invariant(
        expected != nil || bare == Int64(FN_GRAPHEME_INVALID) || bare == Int64(FN_GRAPHEME_NEEDS_SCRATCH),
        "bytes \(text) are not UTF-8, yet the fast path counts \(bare)")
    invariant(store.bytesInUse == 0, "a block is left in the store")
    invariant(store.withRawRegion { $0.allSatisfy { $0 == 0 } }, "the store's memory is not zero after counting")
    return 0
}
