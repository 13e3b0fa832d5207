/// `formsh run`: fill and submit a form (FORM: path or http(s) URL).
struct RunCommand: Command {
    static let name = "run"
    static let abstract = "fill and submit a form (FORM: path or http(s) URL)"
    static let usage = "[run] FORM [options]"
    static let help = ""

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> Int32 {
        throw .failed("formsh run is not available in this build yet", exitCode: 2)
    }
}
