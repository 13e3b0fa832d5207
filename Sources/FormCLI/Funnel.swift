import FormSystem

/// The one funnel: every error a command ends with is written here, as its
/// `messageInfo` says (`Error: …`, then the usage for a usage error), and becomes the
/// process's exit status.
enum Funnel {
    /// Writes `error` on `stderr` and returns its exit status.
    static func report(_ error: CLIError, to stderr: any TextSink) -> ExitCode {
        let info = error.messageInfo
        for message in info.messages { stderr.line("Error: \(message)") }
        if let usage = info.usage { stderr.line("Usage: formsh \(usage)") }
        return info.exitCode
    }
}
