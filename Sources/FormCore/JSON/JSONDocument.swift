/// A parsed document with the source positions of its objects and arrays, so that
/// diagnostics can name a line and column beside a JSON Pointer.
public struct JSONDocument: Sendable {
    public let root: JSONValue
    /// JSON Pointer → byte offset of each object and array.
    public let positions: [String: Int]
    /// Keys that occur twice in one object: (pointer of the object, key, byte offset).
    public let duplicateKeys: [(pointer: String, key: String, offset: Int)]
    let lineStarts: [Int]

    /// Line and column (1-based) of a byte offset.
    public func lineColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
        var lo = 0
        var hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return (lo + 1, offset - lineStarts[lo] + 1)
    }

    /// Line and column of the value at a pointer, or of its nearest recorded ancestor.
    public func lineColumn(of pointer: String) -> (line: Int, column: Int)? {
        var p = pointer
        while true {
            if let offset = positions[p] { return lineColumn(ofOffset: offset) }
            guard let slash = p.lastIndex(of: "/") else { return nil }
            p = String(p[..<slash])
        }
    }

    /// Where each line starts: 0, then the offset after each newline. Eight bytes at a
    /// time while they hold no newline (a schema of 10,000 options is 2 MB).
    static func lineStarts(of bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        guard let base = bytes.baseAddress else { return starts }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let newlines: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
        var i = 0
        while i &+ 8 <= bytes.count {
            let x = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)) ^ newlines
            // A zero byte of x (a newline of the text) leaves its high bit set here.
            if (x &- ones) & ~x & 0x8080_8080_8080_8080 != 0 {
                for k in i..<i &+ 8 where base[k] == 0x0A { starts.append(k &+ 1) }
            }
            i &+= 8
        }
        for k in i..<bytes.count where base[k] == 0x0A { starts.append(k &+ 1) }
        return starts
    }
}

/// RFC 6901 JSON Pointer helpers.
public enum JSONPointer {
    /// Escapes one reference token (`~` → `~0`, `/` → `~1`).
    public static func escape(_ token: String) -> String {
        guard token.contains("~") || token.contains("/") else { return token }
        return token.replacingOccurrences("~", "~0").replacingOccurrences("/", "~1")
    }

    /// The pointer of element `index` (not negative) of the array at `pointer`: what
    /// `pointer + "/" + String(index)` gives, made in one allocation instead of three.
    public static func appending(_ index: Int, to pointer: String) -> String {
        var pointer = pointer
        return pointer.withUTF8 { head in
            String(unsafeUninitializedCapacity: head.count + 21) { out in
                var n = head.count
                if let base = out.baseAddress, let source = head.baseAddress { base.update(from: source, count: n) }
                out[n] = UInt8(ascii: "/")
                n += 1
                let start = n
                var rest = index.magnitude
                repeat {
                    out[n] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                    n += 1
                } while rest > 0
                out[start..<n].reverse()
                return n
            }
        }
    }
}

extension String {
    /// Foundation-free replacement, so FormCore needs nothing beyond the standard library here.
    func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let r = rest.range(of: target) {
            result += rest[..<r.lowerBound]
            result += replacement
            rest = rest[r.upperBound...]
        }
        result += rest
        return result
    }

    func range(of target: String) -> Range<String.Index>? { self[...].range(of: target) }
}

extension Substring {
    func range(of target: String) -> Range<String.Index>? {
        guard let first = target.first else { return nil }
        var i = startIndex
        while i < endIndex {
            if self[i] == first, self[i...].hasPrefix(target) {
                return i..<index(i, offsetBy: target.count)
            }
            i = index(after: i)
        }
        return nil
    }
}
