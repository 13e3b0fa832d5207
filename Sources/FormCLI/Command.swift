import FormShell
import FormTools

/// One subcommand (`run`, `lint`, `check`, …), in the style of swift-argument-parser:
/// a name, an abstract, a usage line, and a `main` that parses the arguments, calls the
/// library, and returns the exit status (or throws for the funnel).
public protocol Command: Sendable {
    static var name: String { get }
    static var abstract: String { get }
    /// The usage line after `formsh ` (`lint FORM... [--json]`).
    static var usage: String { get }
    /// Longer help: options, one per line.
    static var help: String { get }
    /// Parses the arguments after the command name, then runs.
    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode
    /// Whether it reads values or payloads: the process is hardened before it runs (docs/contract.md,
    /// "Secrets and memory"); session commands harden in `SessionLauncher`, where the terminal is known.
    static var readsValues: Bool { get }
}

extension Command {
    static var readsValues: Bool { false }

    /// Every option the command's usage and help name, with `--help` and `-h`: what an
    /// unknown option is compared with for a suggestion.
    static var knownOptions: [String] {
        let named = OptionNames.named(in: usage + "\n" + help)
        return named + ["--help", "-h"].filter { !named.contains($0) }
    }
}

/// A command that runs a shell session (`run`, `record`): it may be told of each verdict
/// shown (`cover`), and it says which built-in mock it started (replay's `{{endpoint}}`).
protocol SessionCommand: Command {
    static func session(
        _ arguments: [String], io: CommandIO,
        observer: SessionPlan.VerdictObserver?
    ) throws(CLIError) -> SessionEnd
}

extension SessionCommand {
    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        try session(arguments, io: io, observer: nil).exitCode
    }
}

/// How a command ended: its exit status, and the URL of the built-in mock backend when
/// it started one.
struct SessionEnd {
    let exitCode: ExitCode
    var mockURL: String?
}
