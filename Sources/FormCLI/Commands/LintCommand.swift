/// `formsh lint`: schema problems, as PATH: severity: code: message (JSON Pointer).
struct LintCommand: Command {
    static let name = "lint"
    static let abstract = "schema problems, as PATH: severity: code: message (JSON Pointer)"
    static let usage = "lint FORM... [--json]"
    static let help = ""

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> Int32 {
        throw .failed("formsh lint is not available in this build yet", exitCode: 2)
    }
}
