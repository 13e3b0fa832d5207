import FormCore
import FormTools

/// `formsh messages`: the catalog of every field's rules, conditions and messages, for
/// diffing against a server's messages (`RuleCatalog` renders it; the shell's `:rules`
/// shows the same lines for one field).
struct MessagesCommand: Command {
    static let name = "messages"
    static let abstract = "every validation message: field, rule, condition, text"
    static let usage = "messages FORM [--json]"
    static let help = """
    Options:
      --json    one JSON object per field and line: key, label, type, valueType, pointer,
                visibleWhen, rules (each with rule, parameter, when, message); conditions
                are the schema's own JSON (a section's combined with the field's as
                {"all": [...]}), parameters keep their JSON type (numbers as numbers)

    Prints the screen's line (title · screenId vVERSION · N fields, M hidden: fields shown
    and hidden as the form opens, as run counts them), then for each field in order:
      key · label · type
        visible when CONDITION        (only for a field with visibleWhen)
        N. rule PARAMETER, when CONDITION → message
    Messages appear exactly as the schema writes them; rules the loader ignores (unknown
    names, malformed parameters) are left out: `formsh lint` reports them. The client
    version gate does not apply here.
    """

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        var args = ArgumentList(arguments, command: name)
        let json = args.flag("--json")
        let paths = try args.positionals()
        guard let path = paths.first else { throw .usage("missing FORM", command: name) }
        guard paths.count == 1 else { throw .usage("messages takes one FORM, got \(paths.count)", command: name) }
        let (form, root) = try ToolForm.analyze(path, io: io)
        var out = ""
        if json {
            for field in form.fields { out += JSONWriter.string(MessageCatalog.json(for: field, root: root)) + "\n" }
        } else {
            for line in MessageCatalog.lines(for: form) { out += line + "\n" }
        }
        io.stdout.write(out)
        return .success
    }
}
