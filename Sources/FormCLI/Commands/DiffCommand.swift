import FormCore
import FormSystem
import FormTools

/// `formsh diff OLD NEW`: every change between two versions of a screen, each breaking,
/// compatible or wording (docs/contract.md, "Schema evolution and server conformance"), as text, JSON Lines or a
/// pull-request comment, with what each breaking change does to stored payloads when given them.
struct DiffCommand: Command {
    static let name = "diff"
    static let abstract = "schema changes, each breaking, compatible or wording"
    static let usage =
        "diff OLD NEW [--json | --format text|markdown] [--payloads FILE.jsonl] [--fail-on compatible|wording]"
    static let help = DiffHelp.text

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        var args = ArgumentList(arguments, command: name)
        let json = args.flag("--json")
        let formatText = try args.option("--format")
        let payloads = try args.option("--payloads")
        let failOnText = try args.option("--fail-on")
        let rows = try StoredRowOptions.parse(&args)
        let paths = try args.positionals()
        guard paths.count == 2 else {
            throw .usage(
                "diff takes OLD and NEW, got \(paths.count) argument\(paths.count == 1 ? "" : "s")", command: name)
        }
        let format = try self.format(args.choice(formatText, of: "--format", among: ["text", "markdown"]), json: json)
        guard rows == nil || payloads != nil else {
            throw .usage("--payload and --id read the rows of --payloads FILE.jsonl", command: name)
        }
        let failOn =
            try args.choice(failOnText, of: "--fail-on", among: ["compatible", "wording"])
            .flatMap(SchemaChange.Kind.init(rawValue:)) ?? .breaking
        let old = try ToolForm.analyze(paths[0], io: io)
        let new = try ToolForm.analyze(paths[1], io: io)
        let changes = SchemaDiff.changes(from: old, to: new)
        // Every line of the payload file judged with both versions' rules.
        let impact = try payloads.map { path throws(CLIError) in
            var impact: PayloadImpact
            do throws(SecretStoreError) {
                impact = try PayloadImpact(old: old.form, new: new.form, changes: changes, rows: rows)
            } catch {
                throw .toolValueStore(error)
            }
            try io.readLines(path) { reader throws(SystemError) in try impact.run(&reader) }
            return impact
        }
        io.stdout.write(DiffReport.render(changes, old: old.form, new: new.form, format: format, impact: impact))
        return DiffReport.fails(changes, failOn: failOn, impact: impact) ? .failure : .success
    }

    private static func format(_ text: String?, json: Bool) throws(CLIError) -> DiffReport.Format {
        guard let text, let format = DiffReport.Format(rawValue: text) else { return json ? .json : .text }
        guard !json else { throw .usage("--json and --format \(text) cannot go together", command: name) }
        return format
    }
}
