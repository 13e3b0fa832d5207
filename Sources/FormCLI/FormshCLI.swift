import FormCore
import FormShell
import FormSystem

/// The command line: dispatch to a subcommand, and every error through the one funnel.
public enum FormshCLI {
    public static let version = ClientVersion.current.text

    /// Every subcommand, in the order `--help` lists them.
    static let commands: [any Command.Type] = [
        RunCommand.self, LintCommand.self, MessagesCommand.self, CheckCommand.self, ExportCommand.self,
        ReplayCommand.self, RecordCommand.self, ServeCommand.self, DiffCommand.self, GraphCommand.self,
        ProbeCommand.self, VectorsCommand.self, CoverCommand.self, CompletionCommand.self,
    ]

    /// The usage of a usage error that names no command.
    static let generalUsage = "[run] FORM [options] | formsh COMMAND ... (formsh --help lists them)"

    /// The process's command line, streams and environment, through one output gate that
    /// masks secrets (docs/contract.md, "Submission"); ends the process with the command's exit status.
    public static func main() -> Never {
        let io = CommandIO.process(secrets: SecretMasker())
        let end = run(Array(CommandLine.arguments.dropFirst()), io: io, observer: nil, hardening: true)
        ProcessEnvironment.exit(end.exitCode.rawValue)
    }

    /// Runs one command line (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], io: CommandIO) -> ExitCode {
        run(arguments, io: io, observer: nil).exitCode
    }

    /// Runs one command line, telling `observer` of each verdict a session shows.
    /// - Parameter hardening: the command line is the process's: a command that reads
    ///   values or payloads hardens it first (in-process runs, replay's sessions and tests
    ///   leave the process as it is).
    static func run(
        _ arguments: [String], io: CommandIO, observer: SessionPlan.VerdictObserver?,
        hardening: Bool = false
    ) -> SessionEnd {
        do {
            return try dispatch(arguments, io: io, observer: observer, hardening: hardening)
        } catch {
            return SessionEnd(exitCode: Funnel.report(error, to: io.stderr))
        }
    }

    static func dispatch(
        _ arguments: [String], io: CommandIO, observer: SessionPlan.VerdictObserver?,
        hardening: Bool = false
    ) throws(CLIError) -> SessionEnd {
        guard let first = arguments.first else { throw .usage("missing FORM or command", command: nil) }
        switch first {
        case "--help", "-h":
            return written(helpText, to: io)
        case "--version":
            return written("formsh \(version)\n", to: io)
        case "help":
            guard arguments.count > 1 else { return written(helpText, to: io) }
            guard let c = command(named: arguments[1]) else { throw unknownCommand(arguments[1]) }
            return written(commandHelp(c), to: io)
        default:
            if let c = command(named: first) {
                let rest = Array(arguments.dropFirst())
                if rest.contains("--help") || rest.contains("-h") { return written(commandHelp(c), to: io) }
                if let session = c as? any SessionCommand.Type {
                    return try session.session(rest, io: io, observer: observer)
                }
                if hardening && c.readsValues {
                    do { try ProcessHardening.apply(terminal: false) } catch { throw .notHardened(error) }
                }
                return SessionEnd(exitCode: try c.main(rest, io: io))
            }
            if first.hasPrefix("-") && !first.hasPrefix("--")
                || first.hasPrefix("--") && !arguments.dropFirst().contains(where: { !$0.hasPrefix("-") })
            {
                let known = ["--help", "--version"] + RunCommand.knownOptions
                throw .usage(CLIText.unknownOption(first, among: known), command: nil)
            }
            // `formsh FORM [options]` is `formsh run FORM [options]`; a word that is neither a
            // command nor a FORM is never read as a file.
            if !first.hasPrefix("-") && !namesForm(first, io: io) { throw unknownCommand(first) }
            return try RunCommand.session(arguments, io: io, observer: observer)
        }
    }

    /// Whether a first argument that is not a command is a FORM: an http(s) URL, a file or
    /// folder that exists, or a word shaped like a path (with a `/`, or ending in `.json`),
    /// so that a missing form still says `cannot read`. Any other word is a mistyped command.
    static func namesForm(_ word: String, io: CommandIO) -> Bool {
        FormSource.isURL(word) || word.contains("/") || word.hasSuffix(".json") || FileSystem.exists(io.resolve(word))
    }

    /// `unknown command 'lnt'; did you mean 'lint'?` (exit 2).
    static func unknownCommand(_ word: String) -> CLIError {
        .usage(CLIText.unknownCommand(word, among: commands.map { $0.name } + ["help"]), command: nil)
    }

    private static func written(_ text: String, to io: CommandIO) -> SessionEnd {
        io.stdout.write(text)
        return SessionEnd(exitCode: .success)
    }

    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }
}
