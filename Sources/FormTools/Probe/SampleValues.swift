import FormCore

/// Values for a field that the valid payload leaves empty, when a probe needs one (a
/// condition asks for it to be filled, or it became visible and is required): the
/// schema's default, its placeholder, the first option, true. Each is a guess that is
/// checked before it is used.
enum SampleValues {
    /// The most options tried for a choice (a dropdown may list 10,000 branches).
    static let optionLimit = 8

    static func values(for field: Field) -> [JSONValue] {
        switch field.shape {
        case .boolean: return [.bool(true)]
        case .choice:
            let first = field.options.prefix(optionLimit).map(\.value)
            guard let d = field.defaultValue, !first.contains(d) else { return first }
            return [d] + first
        case .choices: return field.options.prefix(optionLimit).map { .array([$0.value]) }
        case .text:
            var texts: [String] = []
            if let d = field.defaultValue?.stringValue ?? field.defaultValue?.numberText { texts.append(d) }
            if let p = field.placeholder {
                texts.append(p)
                texts.append(String(p.filter { $0 != " " }))
            }
            texts += ["1", "a", "A1"]
            return texts.map { text($0, for: field) }
        }
    }

    /// A text as the payload carries it: a JSON number for a number field when the text
    /// is one (with `.` as the separator, as the app writes it), else a string.
    static func text(_ s: String, for field: Field) -> JSONValue {
        guard field.valueType != .string, let number = jsonNumber(s) else { return .string(s) }
        return .number(number)
    }

    /// The JSON spelling of a decimal typed as docs/contract.md, "Validation and dependent fields" reads one (`-`,
    /// digits, one `.` or
    /// `,`), or nil when it is not one.
    static func jsonNumber(_ s: String) -> String? {
        var text = Substring(s.trimmingSpaces)
        var sign = ""
        if text.hasPrefix("-") {
            sign = "-"
            text = text.dropFirst()
        }
        let parts = text.split(
            separator: text.contains(",") ? "," : ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, parts.count <= 2, !whole.isEmpty || parts.count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }), !(parts.count == 2 && parts[1].isEmpty)
        else { return nil }
        var digits = String(whole.drop { $0 == "0" })
        if digits.isEmpty { digits = "0" }
        let fraction = parts.count == 2 ? "." + parts[1] : ""
        return sign + digits + fraction
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension String {
    /// Without leading and trailing spaces.
    var trimmingSpaces: Substring {
        let start = firstIndex { $0 != " " } ?? endIndex
        let end = lastIndex { $0 != " " }.map(index(after:)) ?? start
        return self[start..<max(start, end)]
    }
}
