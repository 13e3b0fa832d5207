/// Reading one member's value of a payload in place: strings decoded over their own
/// escapes, options matched, and the words for a value of the wrong type.
enum PayloadValueReading {
    /// A string's text, decoded in place when it has escapes (the decoded text is never
    /// longer than the escaped one, and the scanner has already read past it).
    static func decoded(_ token: JSONScanner.StringToken, in payload: UnsafeMutableRawBufferPointer)
        -> UnsafeRawBufferPointer
    {
        let start = token.content.lowerBound
        guard token.hasEscapes, let base = payload.baseAddress else {
            return UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(payload)[token.content])
        }
        let n = JSONScanner.decode(token, in: UnsafeRawBufferPointer(payload), into: base + start)
        return UnsafeRawBufferPointer(start: base + start, count: n)
    }

    /// An integer field's number: `12.0` and `1.2e1` are 12; a fraction is a type error.
    static func integer(_ plain: UnsafeRawBufferPointer) -> Result<UnsafeRawBufferPointer, KeyProblem> {
        guard let dot = plain.firstIndex(of: UInt8(ascii: ".")) else { return .success(plain) }
        guard plain[(dot + 1)...].allSatisfy({ $0 == UInt8(ascii: "0") }) else {
            return .failure(
                KeyProblem(
                    PayloadChecker.Message.wrongType(expected: "an integer", found: "a number with a fraction"),
                    rule: "type"))
        }
        return .success(UnsafeRawBufferPointer(rebasing: plain[..<dot]))
    }

    /// The index of the option of field `field` that the scalar at `s` names, or the key's problem.
    static func option(
        _ s: inout JSONScanner, of field: Int, options: PayloadOptions,
        in payload: UnsafeMutableRawBufferPointer
    ) throws(JSONSyntaxError) -> Result<Int, KeyProblem> {
        switch s.kind {
        case .string?:
            let text = decoded(try s.string(), in: payload)
            if let i = options.index(of: text, field: field) { return .success(i) }
            let shown = "\"" + String(decoding: text, as: UTF8.self) + "\""
            return .failure(KeyProblem(PayloadChecker.Message.notAnOption(shown), rule: "option"))
        case .number?:
            let raw = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(payload)[try s.number()])
            if let a = ExactDecimal(json: raw), let i = options.index(of: a, field: field) { return .success(i) }
            return .failure(
                KeyProblem(PayloadChecker.Message.notAnOption(String(decoding: raw, as: UTF8.self)), rule: "option"))
        default:
            return .failure(try wrongType("an option's value", &s))
        }
    }

    /// Steps over the value at `s` and gives the problem of a value of the wrong type.
    static func wrongType(_ expected: String, _ s: inout JSONScanner) throws(JSONSyntaxError) -> KeyProblem {
        let found: String
        switch s.kind {
        case .string?: found = "a string"
        case .number?: found = "a number"
        case .bool?: found = "a boolean"
        case .null?: found = "null"
        case .object?: found = "an object"
        case .array?: found = try holdsContainers(s) ? "an array of arrays or objects" : "an array"
        case nil: found = ""
        }
        try s.skipValue()
        return KeyProblem(PayloadChecker.Message.wrongType(expected: expected, found: found), rule: "type")
    }

    /// Whether the array at `s` has an array or an object among its elements.
    static func holdsContainers(_ s: JSONScanner) throws(JSONSyntaxError) -> Bool {
        var probe = s
        guard try probe.enterArray() else { return false }
        repeat {
            if probe.kind == .object || probe.kind == .array { return true }
            try probe.skipValue()
        } while try probe.moreElements()
        return false
    }

    /// What a line that is not an object holds, from its first byte.
    static func typeName(_ first: UInt8) -> String {
        switch first {
        case UInt8(ascii: "["): return "an array"
        case UInt8(ascii: "\""): return "a string"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return "a boolean"
        case UInt8(ascii: "n"): return "null"
        default: return "a number"
        }
    }
}
