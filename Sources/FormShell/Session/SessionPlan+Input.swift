import FormSystem

extension SessionPlan.Input {
    /// Scripted lines (replay), line editing on a terminal (plain mode's output there when
    /// `ACCESSIBLE` is set and not empty, or when the terminal cannot move the cursor:
    /// `TERM=dumb`, unset or unknown), else plain lines from stdin.
    public static func choose(
        scripted: [ScriptedLine]?, stdinIsTerminal: Bool, plain: Bool,
        environment: [String: String]
    ) -> SessionPlan.Input {
        if let scripted { return .scripted(scripted) }
        guard stdinIsTerminal && !plain else { return .plain }
        let accessible = !(environment["ACCESSIBLE"] ?? "").isEmpty
        return accessible || !TerminalKind.canEditLines(environment: environment) ? .accessible : .terminal
    }

    /// Whether GNU readline edits the lines: Ctrl-C then cancels a line rather than ending
    /// the process.
    public var editsLines: Bool {
        if case .terminal = self { true } else { false }
    }

    /// Colours: stdout a terminal, no `--plain`, no `NO_COLOR`, not in accessible mode and
    /// not `recording` (a transcript is plain text). Whether quitting asks first: only with
    /// a person at a terminal, and not `recording` (a transcript replays without one).
    public func output(stdoutIsTerminal: Bool, plain: Bool, environment: [String: String], recording: Bool)
        -> (colors: Bool, confirmsQuit: Bool)
    {
        let colors = !recording && stdoutIsTerminal && !plain && environment["NO_COLOR"] == nil
        switch self {
        case .terminal: return (colors, !recording)
        case .accessible: return (false, !recording)
        case .plain, .scripted: return (colors, false)
        }
    }
}
