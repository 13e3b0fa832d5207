import FormCore

/// `diff --format markdown` (docs/contract.md, "Schema evolution and server conformance"): the changes as a
/// pull-request comment, breaking
/// changes first (with what each does to stored payloads, when `--payloads` measured it),
/// then the others folded in a `<details>` block. Text from the schemas is escaped so
/// that it reads as written.
public enum DiffMarkdown {
    public static func render(_ changes: [SchemaChange], old: Form, new: Form, impact: PayloadImpact? = nil) -> String {
        let breaking = changes.indices.filter { changes[$0].kind == .breaking }
        let others = changes.indices.filter { changes[$0].kind != .breaking }
        let compatible = others.filter { changes[$0].kind == .compatible }.count
        let wording = others.count - compatible
        var out = "### Schema changes: \(escaped(new.screenId)) \(escaped(old.version)) → \(escaped(new.version))\n\n"
        if breaking.isEmpty {
            out += "**No breaking changes.**\n"
        } else {
            out += "**\(count(breaking.count, "breaking change"))**\n\n"
            for i in breaking {
                out += "- " + item(changes[i]) + (impact?.phrase(i).map { " — " + escaped($0) } ?? "") + "\n"
            }
        }
        if let impact { out += "\n" + escaped(impact.summary) + "\n" }
        guard !others.isEmpty else { return out }
        out +=
            "\n<details>\n<summary>\(count(compatible, "compatible change")), \(count(wording, "wording change"))</summary>\n\n"
        for i in others { out += "- \(changes[i].kind.rawValue): " + item(changes[i]) + "\n" }
        return out + "\n</details>\n"
    }

    /// `` `rule-tightened` at `/components/2/validations/0/value`: comment: maxLength 200 → 100 ``
    private static func item(_ c: SchemaChange) -> String {
        "`\(c.code)` at `\(c.pointer.isEmpty ? "(root)" : c.pointer)`: \(escaped(c.message))"
    }

    private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    /// Text with Markdown's punctuation escaped (but `_` inside a word, as in a stateKey,
    /// which emphasises nothing) and control characters shown as escapes.
    static func escaped(_ text: String) -> String {
        let chars = Array(VisibleText.escaping(text))
        var out = ""
        for (i, c) in chars.enumerated() {
            let inWord =
                c == "_" && i > 0 && i + 1 < chars.count && chars[i - 1].isLetterOrDigit && chars[i + 1].isLetterOrDigit
            if "\\`*_[]<>|~#".contains(c) && !inWord { out.append("\\") }
            out.append(c)
        }
        return out
    }
}

extension Character {
    var isLetterOrDigit: Bool { isLetter || isNumber }
}
