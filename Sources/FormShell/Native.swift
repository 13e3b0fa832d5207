import CFormNative

/// The one file of FormShell that calls formsh's C functions (termios and signals): typed
/// Swift wrappers, so no `fn_` call is spread over the module.
enum Native {
    /// Remembers the terminal's current settings as the ones every exit path restores.
    @discardableResult
    static func saveTerminal(_ fd: Int32) -> Bool { fn_tty_save(fd) == 0 }

    /// Echo and canonical mode off, signals on (the secure reader).
    static func rawNoEcho(_ fd: Int32) -> Bool { fn_tty_raw_noecho(fd) == 0 }

    /// Echo off while a request is in flight, signals on (Ctrl-C cancels it).
    @discardableResult
    static func echoOff(_ fd: Int32) -> Bool { fn_tty_echo_off(fd) == 0 }

    /// Puts back the settings `saveTerminal` took.
    static func restoreTerminal() { fn_tty_restore() }

    /// Drops what was typed but not read yet; the number of bytes dropped.
    static func discardTypeAhead(_ fd: Int32) -> Int { Int(fn_tty_discard_input(fd)) }

    /// Whether Ctrl-C was pressed since the last call (and forgets it).
    static func takeInterrupt() -> Bool { fn_sigint_take() != 0 }

    /// Whether Ctrl-C was pressed, without forgetting it.
    static var interruptPending: Bool { fn_sigint_peek() != 0 }

    /// Whether the process was continued after a stop since the last call (and forgets it).
    static func takeContinued() -> Bool { fn_continued_take() != 0 }

    /// Zeroes bytes that held typed text (`explicit_bzero`).
    static func zero(_ p: UnsafeMutableRawPointer?, _ count: Int) { fn_secure_zero(p, count) }

    /// Ctrl-Z and SIGCONT keep the terminal right around a stop (see `fn_stop_handlers_install`).
    static func installStopHandlers() { fn_stop_handlers_install() }
}
