/// `formsh messages`: every validation message: field, rule, condition, text.
struct MessagesCommand: Command {
    static let name = "messages"
    static let abstract = "every validation message: field, rule, condition, text"
    static let usage = "messages FORM [--json]"
    static let help = ""

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> Int32 {
        throw .failed("formsh messages is not available in this build yet", exitCode: 2)
    }
}
