import FormCore
import FormSystem
import FormTools

/// `formsh diff OLD NEW`: every change between two versions of a screen, each breaking,
/// compatible or wording (docs/contract.md, "Schema evolution and server conformance"), as text, JSON Lines or a
/// pull-request comment, with
/// what each breaking change does to stored payloads when given them.
struct DiffCommand: Command {
    static let name = "diff"
    static let abstract = "schema changes, each breaking, compatible or wording"
    static let usage = "diff OLD NEW [--json | --format text|markdown] [--payloads FILE.jsonl] [--fail-on compatible|wording]"
    static let help = """
    Options:
      --json                one JSON object per change and line, with the keys class, code,
                            pointer, field (the stateKey, or null), message, old and new (the
                            values that changed, or null)
      --format markdown     a pull-request comment: breaking changes first, the others folded
                            in <details> (--format text is the default)
      --payloads FILE.jsonl payloads as stored, one per line: under each breaking change, how
                            many lines OLD accepts and NEW rejects because of it and the first
                            such line (`breaks 312 of 10,000 stored payloads (first: line 17)`),
                            then the totals (with --json, "payloads": {"breaks", "of", "first"}
                            and a last {"kind": "payloads", …} object)
      --payload POINTER     each line of FILE.jsonl is a stored row whose payload is the value
                            at that JSON Pointer (/payload); rows with nothing there are
                            counted on the closing line and make the exit status 1
      --id POINTER          witnesses are named by the value at that JSON Pointer of their
                            row: `(first: id 504)` (with --json, "firstId" beside "first")
      --fail-on LEVEL       exit 1 also for compatible changes (compatible) or any change (wording)

    Each change reads CLASS CODE POINTER: what changed, with the pointer into NEW (into
    OLD for what was removed). Fields are matched by stateKey, then by component id.
    Breaking: field-removed, state-key-renamed, input-type-changed, value-shape-changed,
    value-type-changed, option-removed, rule-added, rule-tightened, pattern-changed,
    rule-changed, when-removed, when-changed, required-field-added, field-shown-by-default,
    screen-id-changed, and major-version-not-raised / min-client-version-not-raised when a
    breaking change or a component type older clients skip comes without the version raise.
    Compatible: field-added, option-added, rule-removed, rule-loosened, when-added,
    visibility-changed, id-changed, prop-changed, component-moved, display-added,
    display-removed, display-changed, submit-changed, min-client-version-changed.
    Wording: label-changed, placeholder-changed, option-label-changed, message-changed,
    title-changed.

    Exit status: 0 nothing breaking (nothing at the --fail-on level), 1 something breaking
    (or at that level) or a stored row without a payload, 2 usage, 3 a schema or payload
    file that cannot be read or loaded.
    """

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        var args = ArgumentList(arguments, command: name)
        let json = args.flag("--json")
        let formatText = try args.option("--format")
        let payloads = try args.option("--payloads")
        let failOnText = try args.option("--fail-on")
        let rows = try StoredRowOptions.parse(&args, command: name)
        let paths = try args.positionals()
        guard paths.count == 2 else { throw .usage("diff takes OLD and NEW, got \(paths.count) argument\(paths.count == 1 ? "" : "s")", command: name) }
        let format = try self.format(args.choice(formatText, of: "--format", among: ["text", "markdown"]), json: json)
        guard rows == nil || payloads != nil else { throw .usage("--payload and --id read the rows of --payloads FILE.jsonl", command: name) }
        let failOn = try args.choice(failOnText, of: "--fail-on", among: ["compatible", "wording"])
            .flatMap(SchemaChange.Kind.init(rawValue:)) ?? .breaking
        let old = try screen(paths[0], io: io)
        let new = try screen(paths[1], io: io)
        let changes = SchemaDiff.changes(from: old, to: new)
        let impact = try payloads.map { path throws(CLIError) in
            try measure(path, old: old.form, new: new.form, changes: changes, rows: rows, io: io)
        }
        io.stdout.write(DiffReport.render(changes, old: old.form, new: new.form, format: format, impact: impact))
        let withoutPayload = (impact?.noPayload.lines ?? 0) > 0
        return DiffReport.fails(changes, failOn: failOn) || withoutPayload ? .failure : .success
    }

    private static func format(_ text: String?, json: Bool) throws(CLIError) -> DiffReport.Format {
        guard let text, let format = DiffReport.Format(rawValue: text) else { return json ? .json : .text }
        guard !json else { throw .usage("--json and --format \(text) cannot go together", command: name) }
        return format
    }

    /// Every line of the payload file judged with both versions' rules.
    private static func measure(_ path: String, old: Form, new: Form, changes: [SchemaChange], rows: StoredRows?,
                                io: CommandIO) throws(CLIError) -> PayloadImpact {
        var impact: PayloadImpact
        do { impact = try PayloadImpact(old: old, new: new, changes: changes, rows: rows) } catch { throw .toolValueStore(error) }
        func unreadable(_ error: SystemError) -> CLIError {
            .unreadable(path: path, reason: error.isNoSuchFile ? CLIText.noSuchFile : error.description)
        }
        var reader: LineReader
        do { reader = path == "-" ? .standardInput() : try LineReader(path: io.resolve(path)) } catch { throw unreadable(error) }
        defer { reader.close() }
        do { try impact.run(&reader) } catch { throw unreadable(error) }
        return impact
    }

    private static func screen(_ path: String, io: CommandIO) throws(CLIError) -> SchemaDiff.Screen {
        let (form, root) = try ToolForm.analyze(path, io: io)
        return SchemaDiff.Screen(form: form, root: root)
    }
}
