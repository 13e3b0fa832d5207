/// What `formsh graph --help` says after its usage line: the formats and how a node and an edge are drawn.
public enum GraphHelp {
    public static let text = """
        Options:
          --format mermaid|dot    Mermaid flowchart (default) or Graphviz DOT
          --json                  one JSON object per line: each node (node, label, type,
                                  hiddenByDefault), then each edge (edge, from, to, label)

        One node per input field: its label and stateKey, and "hidden by default" when its
        visibleWhen is false with the default values (a dashed box). One edge from a field to
        each field that reads it: visibleWhen (dotted, blue), a rule's when (solid, orange),
        equalsField (thick, green). Render with `mmdc` (Mermaid) or `dot -Tsvg` (Graphviz).
        """
}
