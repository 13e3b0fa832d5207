import CFormNative
import Glibc

/// FormCLI's calls into C (CFormNative's hardening and signal handlers, the C library),
/// as typed Swift functions; no other file of the module imports either.
enum Native {
    /// Which part of hardening the process failed.
    enum HardeningFailure {
        /// setrlimit(RLIMIT_CORE, 0).
        case coreDumps
        /// prctl(PR_SET_DUMPABLE, 0).
        case dumpable
    }

    /// No core dumps and not dumpable (docs/contract.md, "Secrets and memory" item 3); nil when both took.
    static func hardenProcess() -> HardeningFailure? {
        switch fn_harden_process() {
        case 0: return nil
        case 1: return .coreDumps
        default: return .dumpable
        }
    }

    /// Files formsh creates are private to the user (umask 077).
    static func usePrivateFileMode() { umask(0o077) }

    /// Every heap block freed from now on is zeroed first (CFormNative/heap.c).
    static func zeroFreedMemory() { fn_heap_zero_on_free(1) }

    /// The C handlers of SIGTERM, SIGHUP and SIGQUIT (and SIGINT when `interruptExits`)
    /// that wipe the value stores, restore the terminal and end the process; crashes too.
    static func installWipingSignalHandlers(interruptExits: Bool) {
        fn_signals_install(interruptExits ? 1 : 0)
        // Crashes wipe too, and end at once: the Swift runtime's backtracer never starts.
        fn_crash_handlers_install()
    }

    /// Test hook (Tests/System/test-secrets-signals.sh): when the process's
    /// FORMSH_TEST_STOP_AFTER_WIPE is `1`, the fatal handlers stop the process with
    /// SIGSTOP right after their wipe, so its memory can be read.
    static func stopAfterWipeIfAsked() {
        if let v = getenv("FORMSH_TEST_STOP_AFTER_WIPE"), v[0] == 0x31, v[1] == 0 { fn_signals_stop_after_wipe(1) }
    }

    /// Ctrl-C (SIGINT) sets a flag instead of ending the process (a line is cancelled).
    static func catchInterrupt() { fn_sigint_catch(1) }

    /// Whether Ctrl-C was pressed since the last call.
    static func takeInterrupt() -> Bool { fn_sigint_take() != 0 }

    /// SIGINT, SIGTERM and SIGHUP stop `serve`: the C handler writes the signal's number
    /// to a pipe (the self-pipe trick, CFormNative/signals.c).
    /// - Returns: false when the pipe cannot be made: the signals then keep their default
    ///   actions (they end the process), and `waitForStopSignal` waits for them forever.
    @discardableResult
    static func installStopSignals() -> Bool { fn_stop_signals_install() == 0 }

    /// Blocks until one of the stop signals arrives; returns its number.
    static func waitForStopSignal() -> Int32 { fn_stop_signal_wait() }

    /// Restores the stop signals' default actions and closes the pipe.
    static func removeStopSignals() { fn_stop_signals_remove() }
}
