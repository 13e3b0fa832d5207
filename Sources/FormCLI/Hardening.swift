import FormSystem

/// Hardens the process (`ProcessHardening`) before a command that reads values or
/// payloads runs; a failure is `CLIError.notHardened` (exit 1).
enum Hardening {
    /// - Parameter terminal: on a terminal Ctrl-C cancels the line; otherwise SIGINT wipes and exits (130).
    static func apply(terminal: Bool) throws(CLIError) {
        do { try ProcessHardening.apply(terminal: terminal) } catch { throw .notHardened(error) }
    }
}
