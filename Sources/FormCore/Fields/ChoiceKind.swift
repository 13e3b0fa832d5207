/// `dropdown` and `radio_group`: one option, typed as its number, value or label
/// (a unique case-insensitive prefix).
public struct ChoiceKind: InputKind {
    public let typeName: String
    public var shape: ValueShape { .choice }
    public var isSecret: Bool { false }

    public func parse(_ line: UnsafeRawBufferPointer, field: Field) -> Result<ParsedInput, InputError> {
        if let i = ChoiceKind.exactValue(line, in: field.options) { return .success(.choice(i)) }
        guard let text = String(validating: line, as: UTF8.self) else { return .failure(.notUTF8) }
        let t = text.trimmed
        if t.isEmpty { return .success(.empty) }
        return ChoiceKind.match(t, in: field.options).map { .choice($0) }
    }

    /// The option whose value is exactly the typed ASCII line (white space around it
    /// aside), found without making a String: what `match` finds first for such a line.
    /// Nil, leaving it to `match`, for anything else, and as soon as an option's value is
    /// not ASCII (a String comparison could then find an equivalent value earlier).
    static func exactValue(_ line: UnsafeRawBufferPointer, in options: [Option]) -> Int? {
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || (0x09...0x0D).contains(b) }
        var from = 0
        var to = line.count
        while from < to, isSpace(line[from]) { from += 1 }
        while to > from, isSpace(line[to - 1]) { to -= 1 }
        let typed = UnsafeRawBufferPointer(rebasing: line[from..<to])
        guard !typed.isEmpty, typed.allSatisfy({ $0 < 0x80 }) else { return nil }
        for (i, o) in options.enumerated() {
            var value = o.valueText
            let (equal, ascii) = value.withUTF8 { v in
                (ValueText.equal(typed, UnsafeRawBufferPointer(v)), v.allSatisfy { $0 < 0x80 })
            }
            if equal { return i }
            if !ascii { return nil }
        }
        return nil
    }

    /// Finds one option by number (1-based), exact value, exact label, or unique prefix.
    static func match(_ typed: String, in options: [Option]) -> Result<Int, InputError> {
        if let n = Int(typed), n >= 1, n <= options.count, !options.contains(where: { $0.valueText == typed }) {
            return .success(n - 1)
        }
        if let i = options.firstIndex(where: { $0.valueText == typed }) { return .success(i) }
        let lower = typed.lowercased()
        if let i = options.firstIndex(where: { $0.label.lowercased() == lower || $0.valueText.lowercased() == lower }) {
            return .success(i)
        }
        let matches = options.indices.filter {
            options[$0].label.lowercased().hasPrefix(lower) || options[$0].valueText.lowercased().hasPrefix(lower)
        }
        if matches.count == 1 { return .success(matches[0]) }
        if matches.isEmpty { return .failure(.noSuchOption(typed)) }
        return .failure(.ambiguousOption(typed, matches: matches.map { options[$0].label }))
    }
}

extension String {
    /// Without surrounding white space and newlines.
    public var trimmed: String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}
