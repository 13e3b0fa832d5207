/// Every field's rules and messages in words: the catalog `formsh messages` prints and
/// the shell's `:rules KEY` shows. A backend developer diffs it against the server's
/// messages, so the text is deterministic and messages appear exactly as written.
///
/// One field reads:
/// ```
/// address · Manzil · text_input
///   visible when delivery_type in [courier, post]
///   1. required, when delivery_type = courier → Kuryer uchun manzil majburiy
///   2. regex ^[0-9]{6}$ → Pochta indeksi 6 raqamdan iborat
/// ```
/// The `visible when` line appears only for a field with a `visibleWhen` (a section's
/// condition included); a field without rules has the line `  no rules`.
public enum RuleCatalog {
    /// One rule in words.
    public struct Entry: Equatable, Sendable {
        /// 1-based position among the field's rules that load (unknown rules are left out).
        public let number: Int
        public let rule: String
        /// The parameter in words: a pattern as written, a length, an exact decimal bound, a stateKey; or nil.
        public let parameter: String?
        /// The rule's `when` in words (`delivery_type = courier`), or nil.
        public let condition: String?
        public let message: String
    }

    /// The lines for one field (`:rules KEY` prints them as they are).
    /// - Parameters:
    ///   - form: a loaded form.
    ///   - index: the field's index in `form.fields` (`form.index(ofKey:)` finds it).
    /// - Returns: the header line `key · label · type`, the `  visible when …` line if the
    ///   field has a condition, then one line per rule in order (or `  no rules`).
    public static func lines(for form: Form, field index: Int) -> [String] {
        let field = form.fields[index]
        var out = [header(field)]
        if let c = field.visibleWhen { out.append("  visible when \(c.summary)") }
        let list = entries(for: field)
        if list.isEmpty { out.append("  no rules") }
        for e in list { out.append("  " + line(e)) }
        return out
    }

    /// `key · label · type`, with the value type for number fields (`text_input, number`).
    public static func header(_ field: Field) -> String {
        var type = field.kind.typeName
        if field.shape == .text, field.valueType != .string { type += ", \(field.valueType.rawValue)" }
        if let mask = field.mask { type += ", mask \(mask.rawValue)" }
        return "\(field.key) · \(field.label) · \(type)"
    }

    /// One rule as a line: `2. regex ^[0-9]{6}$, when x = y → message`.
    public static func line(_ e: Entry) -> String {
        var s = "\(e.number). \(e.rule)"
        if let p = e.parameter { s += " \(p)" }
        if let c = e.condition { s += ", when \(c)" }
        return s + " → " + e.message
    }

    /// A field's rules, in order.
    public static func entries(for field: Field) -> [Entry] {
        field.rules.enumerated().map { i, rule in
            Entry(
                number: i + 1, rule: rule.name, parameter: parameter(rule), condition: rule.condition?.summary,
                message: rule.message)
        }
    }

    /// A rule's parameter as the schema wrote it, without the parameter's name.
    static func parameter(_ rule: ValidationRule) -> String? {
        switch rule.kind {
        case .regex(let r): return r.pattern
        case .length(let r): return String(r.value)
        case .range(let r): return r.value.description
        case .equalsField(let r): return r.other.key
        case .required, .luhn: return nil
        }
    }

    /// The whole catalog as lines: the screen's line (`title · screenId vVERSION · N fields`),
    /// then each field's lines after a blank line.
    public static func lines(for form: Form) -> [String] {
        var out = [
            "\(form.title) · \(form.screenId) v\(form.version) · \(form.fields.count) field\(form.fields.count == 1 ? "" : "s")"
        ]
        for i in form.fields.indices {
            out.append("")
            out += lines(for: form, field: i)
        }
        return out
    }
}
