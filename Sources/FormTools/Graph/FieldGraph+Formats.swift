import FormCore

/// `formsh graph`'s output formats: Mermaid, Graphviz DOT and JSON Lines. Edges are
/// styled by kind the same way in both drawings: `visibleWhen` dotted blue, a rule's
/// `when` solid orange, `equalsField` thick green; a field hidden by default has a
/// dashed box and says so.
extension FieldGraph {
    static let colors: [Kind: String] = [.visibleWhen: "#1f77b4", .when: "#ff7f0e", .equalsField: "#2ca02c"]

    /// A Mermaid flowchart, left to right.
    public var mermaid: String {
        var ids: [String: String] = [:]
        var used = Set<String>()
        for (i, n) in nodes.enumerated() {
            var id = Self.mermaidID(n.key)
            if used.contains(id) { id = "f\(i)" }
            used.insert(id)
            ids[n.key] = id
        }
        var out = [
            "flowchart LR",
            "  %% \(screenId): dotted = visibleWhen, solid = rule when, thick = equalsField; dashed box = hidden by default",
        ]
        for n in nodes {
            let text =
                Self.mermaidText(n.label) + "<br/>" + Self.mermaidText(n.key)
                + (n.hiddenByDefault ? "<br/><i>hidden by default</i>" : "")
            out.append("  \(ids[n.key] ?? n.key)[\"\(text)\"]")
        }
        for e in edges {
            let arrow = e.kind == .visibleWhen ? "-.->" : e.kind == .when ? "-->" : "==>"
            out.append("  \(ids[e.from] ?? e.from) \(arrow)|\"\(Self.mermaidText(e.label))\"| \(ids[e.to] ?? e.to)")
        }
        let hidden = nodes.filter(\.hiddenByDefault).compactMap { ids[$0.key] }
        if !hidden.isEmpty {
            out.append("  classDef hidden stroke-dasharray: 5 5")
            out.append("  class \(hidden.joined(separator: ",")) hidden")
        }
        for kind in [Kind.visibleWhen, .when, .equalsField] {
            let indices = edges.indices.filter { edges[$0].kind == kind }.map(String.init)
            if !indices.isEmpty {
                out.append("  linkStyle \(indices.joined(separator: ",")) stroke:\(Self.colors[kind] ?? "#000")")
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// A Graphviz digraph, left to right.
    public var dot: String {
        var out = ["digraph \(Self.dotText(screenId)) {", "  rankdir=LR;", "  node [shape=box];"]
        for n in nodes {
            var attributes =
                "label=\(Self.dotText(n.label + "\n" + n.key + (n.hiddenByDefault ? "\nhidden by default" : "")))"
            if n.hiddenByDefault { attributes += ", style=dashed" }
            out.append("  \(Self.dotText(n.key)) [\(attributes)];")
        }
        for e in edges {
            let style = e.kind == .visibleWhen ? "dotted" : e.kind == .when ? "solid" : "bold"
            out.append(
                "  \(Self.dotText(e.from)) -> \(Self.dotText(e.to)) [label=\(Self.dotText(e.label)), style=\(style), color=\"\(Self.colors[e.kind] ?? "#000")\"];"
            )
        }
        out.append("}")
        return out.joined(separator: "\n") + "\n"
    }

    /// JSON Lines: one object per node (`node`, label, type, hiddenByDefault), then one
    /// per edge (`edge`: the kind, from, to, label).
    public var jsonLines: String {
        var out = ""
        for n in nodes {
            out +=
                JSONWriter.string(
                    .object(
                        JSONObject([
                            ("node", .string(n.key)), ("label", .string(n.label)), ("type", .string(n.type)),
                            ("hiddenByDefault", .bool(n.hiddenByDefault)),
                        ]))) + "\n"
        }
        for e in edges {
            out +=
                JSONWriter.string(
                    .object(
                        JSONObject([
                            ("edge", .string(e.kind.rawValue)), ("from", .string(e.from)), ("to", .string(e.to)),
                            ("label", .string(e.label)),
                        ]))) + "\n"
        }
        return out
    }

    /// Words Mermaid reads as keywords, which cannot be node ids.
    static let mermaidKeywords: Set<String> = [
        "end", "graph", "flowchart", "subgraph", "style", "class", "classDef", "click", "linkStyle", "direction",
        "call", "href",
    ]

    /// The stateKey when it is a plain identifier, else `f` and its characters' codes.
    static func mermaidID(_ key: String) -> String {
        let plain = key.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_")
        }
        if plain, let first = key.unicodeScalars.first, !(first.properties.numericType != nil),
            !mermaidKeywords.contains(key)
        {
            return key
        }
        return "f_"
            + key.unicodeScalars.map {
                $0.isASCII && $0.properties.isAlphabetic ? String($0) : String($0.value, radix: 16)
            }.joined()
    }

    /// Text inside a quoted Mermaid label: quotes and angle brackets as entities, line
    /// breaks as spaces.
    static func mermaidText(_ s: String) -> String {
        escaped(
            s, ["\"": "#quot;", "<": "#lt;", ">": "#gt;", "#": "#35;", "\n": " ", "\r": " ", "\r\n": " ", "\t": " "])
    }

    /// A quoted DOT string.
    static func dotText(_ s: String) -> String {
        "\"" + escaped(s, ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r\n": "\\n", "\r": " ", "\t": " "]) + "\""
    }

    private static func escaped(_ s: String, _ replacements: [Character: String]) -> String {
        var out = ""
        for c in s {
            if let r = replacements[c] { out += r } else { out.append(c) }
        }
        return out
    }
}
