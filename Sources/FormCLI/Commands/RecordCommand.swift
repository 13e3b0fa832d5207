/// `formsh record`: run interactively and write a transcript.
struct RecordCommand: Command {
    static let name = "record"
    static let abstract = "run interactively and write a transcript"
    static let usage = "record FORM -o FILE [run options]"
    static let help = ""

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> Int32 {
        throw .failed("formsh record is not available in this build yet", exitCode: 2)
    }
}
