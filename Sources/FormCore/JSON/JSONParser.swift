/// A strict RFC 8259 parser over UTF-8 bytes: exact number text, key order, a depth
/// limit instead of unbounded recursion, and errors with line and column.
public struct JSONParser {
    /// Deepest nesting accepted; deeper input is an error, never a stack overflow.
    public static let maxDepth = 512

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0
    private let recordPositions: Bool
    /// JSON Pointer → byte offset of every object and array (only when recording).
    public private(set) var positions: [String: Int] = [:]
    /// Duplicate keys seen, as (pointer of the object, key, byte offset).
    public private(set) var duplicateKeys: [(pointer: String, key: String, offset: Int)] = []

    private init(_ bytes: UnsafeBufferPointer<UInt8>, recordPositions: Bool) {
        self.bytes = bytes
        self.recordPositions = recordPositions
    }

    /// Parses one complete JSON text.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var copy = text
        let result = copy.withUTF8 { buffer in Result { () throws(JSONSyntaxError) in try parse(buffer) } }
        return try result.get()
    }

    /// Parses one complete JSON text from bytes.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes, recordPositions: false)
        return try parser.parseDocument()
    }

    /// Parses a document and records where each object and array starts, for diagnostics.
    public static func parseWithPositions(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONDocument {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONSyntaxError) in
                var parser = JSONParser(buffer, recordPositions: true)
                let value = try parser.parseDocument()
                return JSONDocument(root: value, positions: parser.positions,
                                    duplicateKeys: parser.duplicateKeys, lineStarts: JSONDocument.lineStarts(of: buffer))
            }
        }
        return try result.get()
    }

    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        skipWhitespace()
        let value = try parseValue(pointer: "")
        skipWhitespace()
        if index < bytes.count { throw error("unexpected text after the JSON value") }
        return value
    }

    private mutating func parseValue(pointer: String) throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of input") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(pointer: pointer)
        case UInt8(ascii: "["): return try parseArray(pointer: pointer)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected character \(describe(bytes[index]))")
        }
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > JSONParser.maxDepth { throw error("nesting deeper than \(JSONParser.maxDepth) levels") }
    }

    private mutating func parseObject(pointer: String) throws(JSONSyntaxError) -> JSONValue {
        try enter()
        if recordPositions { positions[pointer] = index }
        index += 1
        var entries: [(key: String, value: JSONValue)] = []
        var seen = Set<String>()
        skipWhitespace()
        if peek(UInt8(ascii: "}")) { index += 1; depth -= 1; return .object(JSONObject(entries)) }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw error("expected a string key") }
            let keyOffset = index
            let key = try parseString()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw error("expected ':' after a key") }
            index += 1
            skipWhitespace()
            let childPointer = recordPositions ? pointer + "/" + JSONPointer.escape(key) : ""
            let value = try parseValue(pointer: childPointer)
            if !seen.insert(key).inserted {
                duplicateKeys.append((pointer, key, keyOffset))
            }
            entries.append((key, value))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input in an object") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; break }
            throw error("expected ',' or '}' in an object")
        }
        depth -= 1
        return .object(JSONObject(entries))
    }

    private mutating func parseArray(pointer: String) throws(JSONSyntaxError) -> JSONValue {
        try enter()
        if recordPositions { positions[pointer] = index }
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) { index += 1; depth -= 1; return .array(items) }
        while true {
            skipWhitespace()
            let childPointer = recordPositions ? pointer + "/" + String(items.count) : ""
            items.append(try parseValue(pointer: childPointer))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input in an array") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; break }
            throw error("expected ',' or ']' in an array")
        }
        depth -= 1
        return .array(items)
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1
        var plainStart = index
        var out: [UInt8] = []
        var escaped = false
        while true {
            guard index < bytes.count else { index = start; throw error("unterminated string") }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") { break }
            if b < 0x20 { throw error("control character \(describe(b)) in a string (escape it)") }
            if b == UInt8(ascii: "\\") {
                if !escaped { out.reserveCapacity(index - plainStart + 16); escaped = true }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[plainStart..<index]))
                index += 1
                try parseEscape(into: &out)
                plainStart = index
                continue
            }
            index += 1
        }
        let result: String
        if escaped {
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[plainStart..<index]))
            guard let s = String(validating: out, as: UTF8.self) else { throw error("invalid UTF-8 in a string", at: start) }
            result = s
        } else {
            guard let s = String(validating: UnsafeBufferPointer(rebasing: bytes[plainStart..<index]), as: UTF8.self) else {
                throw error("invalid UTF-8 in a string", at: start)
            }
            result = s
        }
        index += 1
        return result
    }

    private mutating func parseEscape(into out: inout [UInt8]) throws(JSONSyntaxError) {
        guard index < bytes.count else { throw error("unterminated escape") }
        let c = bytes[index]
        index += 1
        switch c {
        case UInt8(ascii: "\""): out.append(0x22)
        case UInt8(ascii: "\\"): out.append(0x5C)
        case UInt8(ascii: "/"): out.append(0x2F)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHex4()
            if (0xD800...0xDBFF).contains(scalar) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("unpaired surrogate in a \\u escape")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in a \\u escape") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw error("unpaired surrogate in a \\u escape")
            }
            guard let u = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
            out.append(contentsOf: Array(String(Character(u)).utf8))
        default:
            index -= 1
            throw error("invalid escape \\\(describe(c))")
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("truncated \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let d: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in a \\u escape")
            }
            v = v << 4 | d
            index += 1
        }
        return v
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw error("leading zeros are not allowed in numbers") }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number: digits expected after '.'") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number: digits expected in the exponent") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
        let n = word.utf8CodeUnitCount
        guard index + n <= bytes.count else { throw error("unexpected end of input") }
        let w = UnsafeBufferPointer(start: word.utf8Start, count: n)
        for i in 0..<n where bytes[index + i] != w[i] {
            throw error("unexpected character \(describe(bytes[index]))")
        }
        index += n
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func peek(_ b: UInt8) -> Bool { index < bytes.count && bytes[index] == b }
    private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private func describe(_ b: UInt8) -> String {
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return "0x" + String(b, radix: 16, uppercase: true)
    }

    private func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        let at = min(offset ?? index, bytes.count)
        var line = 1, column = 1
        for i in 0..<at {
            if bytes[i] == 0x0A { line += 1; column = 1 } else if bytes[i] & 0xC0 != 0x80 { column += 1 }
        }
        return JSONSyntaxError(message: message, offset: at, line: line, column: column)
    }
}

/// A JSON syntax error with its place in the source.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public let offset: Int
    public let line: Int
    public let column: Int
    public var description: String { "line \(line), column \(column): \(message)" }
}
