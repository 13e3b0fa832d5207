/// `formsh export`: the form's rules as JSON Schema 2020-12.
struct ExportCommand: Command {
    static let name = "export"
    static let abstract = "the form's rules as JSON Schema 2020-12"
    static let usage = "export --json-schema FORM"
    static let help = ""

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> Int32 {
        throw .failed("formsh export is not available in this build yet", exitCode: 2)
    }
}
