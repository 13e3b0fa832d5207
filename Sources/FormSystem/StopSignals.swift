import CFormNative

/// SIGINT, SIGTERM and SIGHUP as a request to stop (`formsh serve`): the C handler writes
/// the signal's number to a pipe (the self-pipe trick, CFormNative/signals.c).
public enum StopSignals {
    /// Installs the handlers.
    /// - Returns: false when the pipe cannot be made: the signals then keep their default
    ///   actions (they end the process), and `wait` waits for them forever.
    @discardableResult
    public static func install() -> Bool { fn_stop_signals_install() == 0 }

    /// Blocks until one of the stop signals arrives; returns its number.
    @discardableResult
    public static func wait() -> Int32 { fn_stop_signal_wait() }

    /// Restores the stop signals' default actions and closes the pipe.
    public static func remove() { fn_stop_signals_remove() }
}
