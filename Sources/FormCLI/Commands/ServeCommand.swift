/// `formsh serve`: the mock backend, on loopback.
struct ServeCommand: Command {
    static let name = "serve"
    static let abstract = "the mock backend, on loopback"
    static let usage = "serve [--scenario FILE] [--forms DIR] [--port N]"
    static let help = ""

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> Int32 {
        throw .failed("formsh serve is not available in this build yet", exitCode: 2)
    }
}
