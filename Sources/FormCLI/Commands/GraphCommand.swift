import FormTools

/// `formsh graph`: the fields' dependency graph as Mermaid, DOT or JSON Lines (docs/contract.md, "Schema evolution and
/// server conformance").
struct GraphCommand: Command {
    static let name = "graph"
    static let abstract = "the fields' dependency graph"
    static let usage = "graph FORM [--format mermaid|dot] [--json]"
    static let help = GraphHelp.text

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
