/// Builds `JSONValue`s with `JSONScanner`: exact number text, key order, the scanner's
/// depth limit, and errors with line and column. For schemas, scenarios and answers;
/// payloads are read with the scanner directly.
public struct JSONParser {
    /// Deepest nesting accepted; deeper input is an error, never a stack overflow.
    public static let maxDepth = JSONScanner.maxDepth

    private var scanner: JSONScanner
    private let recordPositions: Bool
    /// JSON Pointer → byte offset of every object and array (only when recording).
    private var positions: [String: Int] = [:]
    /// Duplicate keys seen, as (pointer of the object, key, byte offset).
    private var duplicateKeys: [(pointer: String, key: String, offset: Int)] = []

    private init(_ bytes: UnsafeRawBufferPointer, recordPositions: Bool) {
        scanner = JSONScanner(bytes)
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
        var parser = JSONParser(UnsafeRawBufferPointer(bytes), recordPositions: false)
        return try parser.parseDocument()
    }

    /// Parses a document and records where each object and array starts, for diagnostics.
    public static func parseWithPositions(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONDocument {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONSyntaxError) in
                var parser = JSONParser(UnsafeRawBufferPointer(buffer), recordPositions: true)
                let value = try parser.parseDocument()
                return JSONDocument(root: value, positions: parser.positions,
                                    duplicateKeys: parser.duplicateKeys, lineStarts: JSONDocument.lineStarts(of: buffer))
            }
        }
        return try result.get()
    }

    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        scanner.skipSpace()
        let value = try parseValue(pointer: "")
        try scanner.finish()
        return value
    }

    private mutating func parseValue(pointer: String) throws(JSONSyntaxError) -> JSONValue {
        switch scanner.kind {
        case .object?: return try parseObject(pointer: pointer)
        case .array?: return try parseArray(pointer: pointer)
        case .string?: return .string(JSONScanner.text(try scanner.string(), in: scanner.bytes))
        case .number?: return .number(String(decoding: UnsafeRawBufferPointer(rebasing: scanner.bytes[try scanner.number()]), as: UTF8.self))
        case .bool?: return .bool(try scanner.bool())
        case .null?, nil: try scanner.null(); return .null
        }
    }

    private mutating func parseObject(pointer: String) throws(JSONSyntaxError) -> JSONValue {
        if recordPositions { positions[pointer] = scanner.offset }
        var entries: [(key: String, value: JSONValue)] = []
        guard try scanner.enterObject() else { return .object(JSONObject(entries)) }
        var seen = Set<String>()
        repeat {
            let keyOffset = scanner.offset
            let key = JSONScanner.text(try scanner.key(), in: scanner.bytes)
            let childPointer = recordPositions ? pointer + "/" + JSONPointer.escape(key) : ""
            entries.append((key, try parseValue(pointer: childPointer)))
            if !seen.insert(key).inserted { duplicateKeys.append((pointer, key, keyOffset)) }
        } while try scanner.moreMembers()
        return .object(JSONObject(entries))
    }

    private mutating func parseArray(pointer: String) throws(JSONSyntaxError) -> JSONValue {
        if recordPositions { positions[pointer] = scanner.offset }
        var items: [JSONValue] = []
        guard try scanner.enterArray() else { return .array(items) }
        repeat {
            let childPointer = recordPositions ? pointer + "/" + String(items.count) : ""
            items.append(try parseValue(pointer: childPointer))
        } while try scanner.moreElements()
        return .array(items)
    }
}
