import FormCore

/// How fields, values and verdicts look in the shell.
struct FieldRenderer {
    let style: Style

    /// `[2/3] Manzil *   (phonePad, e.g. +998 …) [default]`
    func header(_ state: FormState, _ index: Int) -> String {
        let field = state.form.fields[index]
        let visible = state.visibleFields
        let position = (visible.firstIndex(of: index) ?? 0) + 1
        var line = "[\(position)/\(visible.count)] \(style.apply(.bold, field.label))"
        if isRequiredNow(state, index) { line += " *" }
        var hints: [String] = []
        if field.keyboard != .default { hints.append(field.keyboard.rawValue) }
        if let p = field.placeholder, !p.isEmpty { hints.append("e.g. \(p)") }
        switch field.shape {
        case .boolean: hints.append("y/n")
        case .choices: hints.append("comma-separated")
        default: break
        }
        if field.isSecret { hints.append("secret") }
        if !hints.isEmpty { line += "   (" + hints.joined(separator: ", ") + ")" }
        return line
    }

    /// Whether the header shows the current value (or default) in brackets.
    func headerShowsValue(_ state: FormState, _ index: Int) -> Bool {
        !state.form.fields[index].isSecret && !state.isBlank(index)
    }

    /// `  1) Kuryer [courier]   2) O'zim olib ketaman [pickup]`
    func options(_ field: Field) -> String? {
        guard !field.options.isEmpty else { return nil }
        return "  " + field.options.enumerated().map { "\($0.offset + 1)) \($0.element.label) [\($0.element.valueText)]" }
            .joined(separator: "   ")
    }

    /// Whether a `required` rule applies now (its `when`, if any, holds).
    func isRequiredNow(_ state: FormState, _ index: Int) -> Bool {
        state.form.fields[index].rules.contains { rule in
            rule is RequiredRule && (rule.condition?.evaluate(state) ?? true)
        }
    }

    /// A value that is schema text or a mask, never typed text: option values for
    /// choices, yes/no, the mask of a secret. Typed text is written from the store as
    /// bytes (`Shell.writeValue`) and is "" here.
    func value(_ state: FormState, _ index: Int) -> String {
        let field = state.form.fields[index]
        return state.withValue(index) { v in
            switch v {
            case .empty: return ""
            case .text(let bytes):
                if let mask = field.mask { return SecretMask.display(bytes, mask: mask) }
                return ""
            case .choice(let i): return i < field.options.count ? field.options[i].valueText : ""
            case .choices(let bitmap):
                return field.options.indices.filter { FieldValue.isChosen(bitmap, $0) }.map { field.options[$0].valueText }
                    .joined(separator: ", ")
            case .boolean(let b): return b ? "yes" : "no"
            }
        }
    }

    /// `  ✓ courier`, `  ✓`, `  ✗ message`, with server messages beside local ones.
    func verdictLine(_ state: FormState, _ index: Int) -> [String] {
        let field = state.form.fields[index]
        var lines: [String]
        switch state.verdict(index) {
        case .valid:
            let shown = field.isSecret || field.shape == .text ? "" : " " + value(state, index)
            lines = ["  \(style.ok)\(shown)"]
        case .invalid(let message, let warning):
            lines = ["  \(style.bad) \(message)"]
            if let w = warning { lines.append(w) }
        case .hidden:
            lines = ["  hidden"]
        }
        for m in state.serverErrors[index] ?? [] { lines.append("  \(style.bad) server: \(m)") }
        return lines
    }

    /// `  ↳ address: ✓ (no longer required)`
    func flip(_ state: FormState, _ f: ChangeReport.Flip) -> String {
        let key = state.form.fields[f.field].key
        switch (f.before, f.after) {
        case (_, .hidden): return "  ↳ \(key): hidden (value wiped)"
        case (.hidden, .valid): return "  ↳ \(key): shown \(style.ok)"
        case (.hidden, .invalid(let m, _)): return "  ↳ \(key): shown \(style.bad) \(m)"
        case (.invalid(let m, _), .valid):
            let wasRequired = state.form.fields[f.field].rules.contains { $0 is RequiredRule && $0.message == m }
            return "  ↳ \(key): \(style.ok)" + (wasRequired ? " (no longer required)" : "")
        case (_, .invalid(let m, _)): return "  ↳ \(key): \(style.bad) \(m)"
        case (_, .valid): return "  ↳ \(key): \(style.ok)"
        }
    }

    /// State column of `:fields`: ✓, ✗, · (not visited), hidden.
    func stateMark(_ state: FormState, _ index: Int) -> String {
        switch state.verdict(index) {
        case .hidden: return "hidden"
        case .valid: return state.visited[index] || state.submitAttempted ? "✓" : "·"
        case .invalid: return state.visited[index] || state.submitAttempted ? "✗" : "·"
        }
    }

    /// A display component as text.
    func display(_ item: DisplayItem) -> String? {
        switch item.kind {
        case .header, .section: return style.apply(item.style == .plain ? .bold : item.style, item.text)
        case .text: return style.apply(item.style, item.text)
        case .divider: return String(repeating: "─", count: 40)
        case .space: return ""
        case .actionButton: return "[ \(item.text) ]"
        }
    }
}
