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

    /// Colours (when wanted, and not in accessible mode) and whether quitting asks first
    /// (when wanted, and only with a person at a terminal).
    public func output(colorsWanted: Bool, confirmsQuit: Bool) -> (colors: Bool, confirmsQuit: Bool) {
        switch self {
        case .terminal: (colorsWanted, confirmsQuit)
        case .accessible: (false, confirmsQuit)
        case .plain, .scripted: (colorsWanted, false)
        }
    }
}
