import FormCore

/// The `x-formsh-notes` of an exported schema: every place where JSON Schema's meaning
/// differs from formsh's, each naming the fields it concerns. Collected while the
/// exporter maps rules; a note whose list stays empty is left out.
struct ExportNotes {
    var patterns: [String] = []
    var icuOnly: [String] = []
    var invalidPatterns: [String] = []
    var nonBlank: [String] = []
    var lengths: [String] = []
    var numbers: [String] = []
    var decimalStrings: [String] = []
    var textRulesOnNumbers: [String] = []
    var equalsField: [String] = []
    var luhn: [String] = []
    var duplicateOptions: [String] = []
    var conditions: [String] = []

    /// The notes in a fixed order.
    func all(form: Form) -> [String] {
        var out = [
            "Messages: formsh reports one message per field, the errorMessage of its first failing rule in rule order (`formsh messages` lists them); a JSON Schema validator reports every failing keyword and knows none of those messages.",
            "Keys twice: a JSON parser keeps the last value of a key that appears twice in one object, so a JSON Schema validator judges that value alone; formsh rejects a payload with a key twice (\(PayloadChecker.Message.duplicateKey)).",
        ]
        func add(_ list: [String], _ text: (String) -> String) {
            let unique = list.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            if !unique.isEmpty { out.append(text(unique.joined(separator: ", "))) }
        }
        add(patterns) {
            "Regex dialect (\($0)): formsh matches the whole value with ICU, as NSPredicate MATCHES does; here each pattern is anchored as ^(?:…)$ and validators read it as ECMA-262 (Python's jsonschema and fastjsonschema use Python's re). \\w, \\d, \\s, \\b, case folding and Unicode properties can differ, and Python's $ also matches before a final newline."
        }
        for note in icuOnly.reduce(into: [String](), { if !$0.contains($1) { $0.append($1) } }) {
            out.append("ICU syntax: \(note).")
        }
        for note in invalidPatterns { out.append("Invalid pattern: \(note).") }
        add(nonBlank) {
            "Blank text (\($0)): formsh's required rejects a value that is empty after trimming white space and newlines as the app's trim does (Unicode White_Space and U+200B ZERO WIDTH SPACE); here that is the pattern [^…] listing those characters, since \\s differs among validators."
        }
        add(blankOptional(form)) {
            "Empty optional values (\($0)): in formsh every rule but required passes on a blank value (empty after trimming white space and newlines, U+200B included), so \"\" or \"  \" is valid; here pattern, minLength and maxLength apply to every present string."
        }
        add(lengths) {
            "Length (\($0)): formsh counts extended grapheme clusters (👍🏽 and e + a combining accent are 1 each); minLength and maxLength count Unicode code points (2 each)."
        }
        add(numbers) {
            "Numbers (\($0)): formsh compares min/max exactly as decimals, a JSON number by its exact value in any spelling (1e3, 20.0); validators compare numeric values, Python's through binary floating point for fractions."
        }
        add(decimalStrings) {
            "min/max on text (\($0)): formsh reads the string as a decimal number (\"12,5\" and \" -3 \" are numbers) and checks the range; JSON Schema cannot compare a string as a number, so the range is not exported."
        }
        add(textRulesOnNumbers) {
            "Text rules on number values (\($0)): formsh checks the number's digits as text; JSON Schema applies pattern, minLength and maxLength to strings only, so they are not exported."
        }
        for e in equalsField { out.append("Not expressible: \(e) (equalsField); the schema does not check it.") }
        add(luhn) { "Not expressible: \($0) must pass the Luhn checksum (luhn); the schema does not check it." }
        add(duplicateOptions) {
            "Options listed twice (\($0)): a value is one option however often the schema lists it; formsh and this schema both read the distinct values (lint reports duplicate-option)."
        }
        for note in conditions { out.append("Condition: \(note).") }
        return out
    }

    /// Text fields whose non-required rules would reject a blank value that formsh
    /// accepts: those not required whenever shown.
    private func blankOptional(_ form: Form) -> [String] {
        form.fields.filter { f in
            f.shape == .text && f.valueType == .string
                && !f.hasUnconditionalRequired
                && f.rules.contains { ExportNotes.judgesPresentBlankText($0.kind) }
        }.map(\.key)
    }

    /// Whether a rule's keywords (`pattern`, `minLength`, `maxLength`) judge a blank
    /// string in JSON Schema, where formsh passes it.
    private static func judgesPresentBlankText(_ kind: RuleKind) -> Bool {
        switch kind {
        case .regex, .length: return true
        case .required, .range, .equalsField, .luhn: return false
        }
    }
}
