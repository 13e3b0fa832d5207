import FormTools

/// `formsh messages`: the catalog of every field's rules, conditions and messages, for
/// diffing against a server's messages (`RuleCatalog` renders it; the shell's `:rules`
/// shows the same lines for one field).
struct MessagesCommand: Command {
    static let name = "messages"
    static let abstract = "every validation message: field, rule, condition, text"
    static let usage = "messages FORM [--json]"
    static let help = MessagesHelp.text

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        var args = ArgumentList(arguments, command: name)
        let json = args.flag("--json")
        let paths = try args.positionals()
        guard let path = paths.first else { throw .usage("missing FORM", command: name) }
        guard paths.count == 1 else { throw .usage("messages takes one FORM, got \(paths.count)", command: name) }
        let schema = try ToolForm.analyze(path, io: io)
        io.stdout.write(MessageCatalog.text(for: schema.form, root: schema.root, json: json))
        return .success
    }
}
