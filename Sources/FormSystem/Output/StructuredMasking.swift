/// Masks a file's bytes part by part so that its structure survives (`FileStructure`): the
/// masker sees each JSON string, number, XML text run and attribute value on its own, and
/// what it returns is mended where a mask could have cut an escape or an entity in two.
enum StructuredMasking {
    /// `bytes` masked as a file of the given structure.
    static func masked(_ bytes: [UInt8], as structure: FileStructure, by masker: any OutputMasker) -> [UInt8] {
        switch structure {
        case .text: return mask(bytes[...], masker)
        case .json: return json(bytes, masker)
        case .xml: return xml(bytes, masker)
        }
    }

    private static func mask(_ part: ArraySlice<UInt8>, _ masker: any OutputMasker) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(part.count)
        Array(part).withUnsafeBytes { raw in masker.mask(raw) { out.append(contentsOf: $0) } }
        return out
    }

    // MARK: JSON

    private static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")

    /// Strings and numbers masked one by one; the rest (punctuation, `true`, white space)
    /// as it is. A number that the masker changes is written as a string.
    private static func json(_ bytes: [UInt8], _ masker: any OutputMasker) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == quote {
                var end = i + 1
                while end < bytes.count && bytes[end] != quote { end += bytes[end] == backslash ? 2 : 1 }
                end = min(end, bytes.count)
                out.append(quote)
                out += mendedJSONString(mask(bytes[(i + 1)..<end], masker))
                out.append(quote)
                i = end + 1
            } else if b == UInt8(ascii: "-") || (b >= 0x30 && b <= 0x39) {
                var end = i + 1
                while end < bytes.count && isNumberByte(bytes[end]) { end += 1 }
                let number = bytes[i..<end]
                let shown = mask(number, masker)
                if shown.elementsEqual(number) {
                    out += number
                } else {
                    out += [quote] + mendedJSONString(shown) + [quote]
                }
                i = end
            } else {
                out.append(b)
                i += 1
            }
        }
        return out
    }

    private static func isNumberByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: ".") || b == UInt8(ascii: "e") || b == UInt8(ascii: "E")
            || b == UInt8(ascii: "+") || b == UInt8(ascii: "-")
    }

    /// A string's content with every backslash that no longer starts a valid escape
    /// written `\\`, a lone quote escaped, and control bytes as `\u00XX`.
    static func mendedJSONString(_ s: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(s.count)
        var i = 0
        while i < s.count {
            let b = s[i]
            if b == backslash {
                let length = escapeLength(s, i)
                if length > 0 {
                    out += s[i..<(i + length)]
                    i += length
                    continue
                }
                out += [backslash, backslash]
            } else if b == quote {
                out += [backslash, quote]
            } else if b < 0x20 {
                out += Array("\\u00".utf8) + [hex(b >> 4), hex(b & 0xF)]
            } else {
                out.append(b)
            }
            i += 1
        }
        return out
    }

    /// The length of the valid JSON escape at `i` (`\n`, `\u0034`), or 0.
    private static func escapeLength(_ s: [UInt8], _ i: Int) -> Int {
        guard i + 1 < s.count else { return 0 }
        if Array("\"\\/bfnrt".utf8).contains(s[i + 1]) { return 2 }
        guard s[i + 1] == UInt8(ascii: "u"), i + 5 < s.count, s[(i + 2)...(i + 5)].allSatisfy(isHexDigit) else {
            return 0
        }
        return 6
    }

    private static func isHexDigit(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "f"))
    }

    private static func hex(_ n: UInt8) -> UInt8 { n < 10 ? 0x30 + n : UInt8(ascii: "a") + n - 10 }

    // MARK: XML

    /// Text between tags and attribute values inside them masked one by one; markup, and
    /// the declaration and comments whole (`<?…>`, `<!…>`), as they are.
    private static func xml(_ bytes: [UInt8], _ masker: any OutputMasker) -> [UInt8] {
        let open = UInt8(ascii: "<")
        let close = UInt8(ascii: ">")
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            guard bytes[i] == open else {
                var end = i
                while end < bytes.count && bytes[end] != open { end += 1 }
                out += mendedXMLText(mask(bytes[i..<end], masker))
                i = end
                continue
            }
            let markupOnly =
                i + 1 < bytes.count && (bytes[i + 1] == UInt8(ascii: "?") || bytes[i + 1] == UInt8(ascii: "!"))
            out.append(open)
            i += 1
            while i < bytes.count && bytes[i] != close {
                let b = bytes[i]
                guard !markupOnly, b == quote || b == UInt8(ascii: "'") else {
                    out.append(b)
                    i += 1
                    continue
                }
                var end = i + 1
                while end < bytes.count && bytes[end] != b { end += 1 }
                out.append(b)
                out += mendedXMLText(mask(bytes[(i + 1)..<end], masker))
                if end < bytes.count { out.append(b) }
                i = end + 1
            }
            if i < bytes.count {
                out.append(close)
                i += 1
            }
        }
        return out
    }

    /// Text with every `&` that does not start an entity (`&amp;`, `&#52;`, `&#x34;`)
    /// written `&amp;`, and `<` as `&lt;`.
    static func mendedXMLText(_ s: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(s.count)
        for (i, b) in s.enumerated() {
            if b == UInt8(ascii: "&") && !startsEntity(s, i) {
                out += Array("&amp;".utf8)
            } else if b == UInt8(ascii: "<") {
                out += Array("&lt;".utf8)
            } else {
                out.append(b)
            }
        }
        return out
    }

    private static func startsEntity(_ s: [UInt8], _ i: Int) -> Bool {
        var j = i + 1
        if j < s.count && s[j] == UInt8(ascii: "#") {
            j += 1
            if j < s.count && (s[j] | 0x20) == UInt8(ascii: "x") { j += 1 }
        }
        let start = j
        while j < s.count && j - start < 32
            && (isHexDigit(s[j]) || (s[j] | 0x20 >= UInt8(ascii: "a") && s[j] | 0x20 <= UInt8(ascii: "z")))
        { j += 1 }
        return j > start && j < s.count && s[j] == UInt8(ascii: ";")
    }
}
