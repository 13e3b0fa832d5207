/// `formsh replay`: replay transcripts and compare their output.
struct ReplayCommand: Command {
    static let name = "replay"
    static let abstract = "replay transcripts and compare their output"
    static let usage = "replay TRANSCRIPT... [--update] [--jobs N] [--shard I/N] [--junit FILE]"
    static let help = ""

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> Int32 {
        throw .failed("formsh replay is not available in this build yet", exitCode: 2)
    }
}
