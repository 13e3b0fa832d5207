import CFormNative

/// Ctrl-C on a terminal, once `ProcessHardening.apply(terminal: true)` has made SIGINT
/// set a flag instead of ending the process (CFormNative/signals.c).
public enum Interrupt {
    /// Whether Ctrl-C was pressed since the last call (and forgets it).
    public static func take() -> Bool { fn_sigint_take() != 0 }

    /// Whether Ctrl-C was pressed, without forgetting it.
    public static var isPending: Bool { fn_sigint_peek() != 0 }
}
