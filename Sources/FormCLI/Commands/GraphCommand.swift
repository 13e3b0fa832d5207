import FormCore
import FormTools

/// `formsh graph`: the fields' dependency graph as Mermaid, DOT or JSON Lines (docs/contract.md, "Schema evolution and
/// server conformance").
struct GraphCommand: Command {
    static let name = "graph"
    static let abstract = "the fields' dependency graph"
    static let usage = "graph FORM [--format mermaid|dot] [--json]"
    static let help = """
        Options:
          --format mermaid|dot    Mermaid flowchart (default) or Graphviz DOT
          --json                  one JSON object per line: each node (node, label, type,
                                  hiddenByDefault), then each edge (edge, from, to, label)

        One node per input field: its label and stateKey, and "hidden by default" when its
        visibleWhen is false with the default values (a dashed box). One edge from a field to
        each field that reads it: visibleWhen (dotted, blue), a rule's when (solid, orange),
        equalsField (thick, green). Render with `mmdc` (Mermaid) or `dot -Tsvg` (Graphviz).
        """

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        var args = ArgumentList(arguments, command: name)
        let json = args.flag("--json")
        let formatText = try args.option("--format")
        let paths = try args.positionals()
        let format = try args.choice(formatText, of: "--format", among: ["mermaid", "dot"]) ?? "mermaid"
        guard let path = paths.first else { throw .usage("missing FORM", command: name) }
        guard paths.count == 1 else { throw .usage("graph takes one FORM, got \(paths.count)", command: name) }
        let graph = FieldGraph(form: try ToolForm.load(path, io: io))
        io.stdout.write(json ? graph.jsonLines : format == "dot" ? graph.dot : graph.mermaid)
        return .success
    }
}
