import FormShell

/// `formsh [run] FORM [options]`: fill and submit a form.
struct RunCommand: SessionCommand {
    static let name = "run"
    static let abstract = "fill and submit a form (FORM: path or http(s) URL)"
    static let usage = "[run] FORM [options]"
    static let help = RunHelp.text

    static func session(
        _ arguments: [String], io: CommandIO,
        observer: SessionPlan.VerdictObserver?
    ) throws(CLIError) -> SessionEnd {
        let options = try RunOptions.parse(arguments, command: name)
        return try SessionLauncher(options: options, io: io, observer: observer).run { _, _ in }
    }
}
