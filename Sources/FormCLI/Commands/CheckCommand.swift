/// `formsh check`: validate one payload per line; per-line verdicts.
struct CheckCommand: Command {
    static let name = "check"
    static let abstract = "validate one payload per line; per-line verdicts"
    static let usage = "check FORM PAYLOADS.jsonl [--json]"
    static let help = ""

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> Int32 {
        throw .failed("formsh check is not available in this build yet", exitCode: 2)
    }
}
