import FormCore

/// `formsh graph`: the fields' dependencies (docs/contract.md, "Schema evolution and server conformance"). One node per
/// input field; an
/// edge from a field to each field whose visibility (`visibleWhen`, a section's
/// included), rule `when` or `equalsField` reads it, so a schema's hidden logic can be seen.
public struct FieldGraph: Equatable, Sendable {
    public struct Node: Equatable, Sendable {
        public let key: String
        public let label: String
        public let type: String
        public let hiddenByDefault: Bool
    }

    /// What makes one field depend on another.
    public enum Kind: String, Sendable {
        /// The target's `visibleWhen` reads the source.
        case visibleWhen
        /// A rule's `when` on the target reads the source.
        case when
        /// The target must equal the source.
        case equalsField
    }

    public struct Edge: Equatable, Sendable {
        public let from: String
        public let to: String
        public let kind: Kind
        /// The condition in words, or the rule (`required when income_source = salary`).
        public let label: String
    }

    public let screenId: String
    public let nodes: [Node]
    public let edges: [Edge]

    /// The graph of a loaded form: nodes in field order, edges by target field, then
    /// visibility before rules in rule order. References to unknown fields are left out
    /// (`lint` reports them).
    public init(form: Form) {
        let hidden = form.hiddenByDefault
        screenId = form.screenId
        nodes = form.fields.map {
            Node(key: $0.key, label: $0.label, type: $0.kind.typeName, hiddenByDefault: hidden.contains($0.index))
        }
        var edges: [Edge] = []
        func add(_ sources: [Int], to field: Field, _ kind: Kind, _ label: String) {
            for i in sources where form.fields.indices.contains(i) {
                let e = Edge(from: form.fields[i].key, to: field.key, kind: kind, label: label)
                if !edges.contains(e) { edges.append(e) }
            }
        }
        for field in form.fields {
            if let c = field.visibleWhen { add(c.referencedFields, to: field, .visibleWhen, c.summary) }
            for rule in field.rules {
                if let c = rule.condition {
                    add(c.referencedFields, to: field, .when, "\(rule.name) when \(c.summary)")
                }
                switch rule.kind {
                case .equalsField(let r): add([r.other.index], to: field, .equalsField, "equalsField")
                case .required, .regex, .length, .range, .luhn: break
                }
            }
        }
        self.edges = edges
    }
}
