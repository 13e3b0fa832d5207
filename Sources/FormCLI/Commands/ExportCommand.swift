import FormTools

/// `formsh export --json-schema`: the form's payload rules as JSON Schema 2020-12, with
/// `x-formsh-notes` where JSON Schema's meaning differs from formsh's.
struct ExportCommand: Command {
    static let name = "export"
    static let abstract = "the form's rules as JSON Schema 2020-12, with notes where semantics differ"
    static let usage = "export --json-schema FORM"
    static let help = ExportHelp.text

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        var args = ArgumentList(arguments, command: name)
        let jsonSchema = args.flag("--json-schema")
        let paths = try args.positionals()
        guard jsonSchema else { throw .usage("choose a format: --json-schema", command: name) }
        guard let path = paths.first else { throw .usage("missing FORM", command: name) }
        guard paths.count == 1 else { throw .usage("export takes one FORM, got \(paths.count)", command: name) }
        let form = try ToolForm.load(path, io: io)
        io.stdout.write(JSONSchemaExporter.text(for: form))
        return .success
    }
}
