import FormCore

/// `diff`'s output in its three formats, and its exit decision (docs/contract.md, "Schema evolution and server
/// conformance").
public enum DiffReport {
    public enum Format: String, Sendable {
        /// `CLASS CODE POINTER: what changed`, one per line; under a measured breaking
        /// change, `  breaks N of T stored payloads (first: line L)`; then the payloads' line.
        case text
        /// One JSON object per change (with `"payloads"` when measured), then one
        /// `{"kind": "payloads", …}`.
        case json
        /// A pull-request comment (`DiffMarkdown`).
        case markdown
    }

    public static func render(_ changes: [SchemaChange], old: Form, new: Form, format: Format, impact: PayloadImpact?)
        -> String
    {
        switch format {
        case .markdown:
            return DiffMarkdown.render(changes, old: old, new: new, impact: impact)
        case .json:
            var out = changes.indices.map { changes[$0].json(impact?.json($0) ?? []) + "\n" }.joined()
            if let impact { out += impact.summaryJSON + "\n" }
            return out
        case .text:
            var out = ""
            for i in changes.indices {
                out += changes[i].line + "\n"
                if let phrase = impact?.phrase(i) { out += "  " + phrase + "\n" }
            }
            if let impact { out += impact.summary + "\n" }
            return out
        }
    }

    /// Whether the changes fail the diff (exit 1): something breaking, or with `failOn`
    /// compatible, something breaking or compatible, or with `wording`, any change; or,
    /// with `impact`, a stored row without a payload.
    public static func fails(
        _ changes: [SchemaChange], failOn: SchemaChange.Kind = .breaking, impact: PayloadImpact? = nil
    )
        -> Bool
    {
        if let impact, impact.noPayload.lines > 0 { return true }
        let failing: Set<SchemaChange.Kind>
        switch failOn {
        case .breaking: failing = [.breaking]
        case .compatible: failing = [.breaking, .compatible]
        case .wording: failing = [.breaking, .compatible, .wording]
        }
        return changes.contains { failing.contains($0.kind) }
    }
}
