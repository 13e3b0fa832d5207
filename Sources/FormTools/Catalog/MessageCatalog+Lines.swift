import FormCore

extension MessageCatalog {
    /// What `formsh messages` writes: the catalog's lines, or with `json` one object per
    /// field (`json(for:root:)`).
    public static func text(for form: Form, root: JSONValue, json: Bool) -> String {
        let lines = json ? form.fields.map { JSONWriter.string(self.json(for: $0, root: root)) } : lines(for: form)
        return lines.map { $0 + "\n" }.joined()
    }

    /// The catalog `formsh messages` prints: the screen's line, `title · screenId vVERSION ·
    /// N fields, M hidden`, counting fields as `run`'s banner does (shown, and hidden, as
    /// the form opens with its defaults), then each field's lines (`RuleCatalog`) after a
    /// blank line, hidden fields included.
    public static func lines(for form: Form) -> [String] {
        let hidden = form.hiddenByDefault.count
        let shown = form.fields.count - hidden
        var out = [
            "\(form.title) · \(form.screenId) v\(form.version) · \(shown) field\(shown == 1 ? "" : "s")"
                + (hidden > 0 ? ", \(hidden) hidden" : "")
        ]
        for i in form.fields.indices {
            out.append("")
            out += RuleCatalog.lines(for: form, field: i)
        }
        return out
    }
}
