import CFormNative

#if canImport(Glibc)
    import Glibc
#endif

/// docs/contract.md, "Secrets and memory" items 3 and 6: before any value or payload is
/// read — by `run`, `record`, `replay`, `probe`, `check`, `serve` and `cover` — no core
/// dumps and not dumpable; refuse to start otherwise. Also a private umask, the zeroing
/// heap, and the C signal handlers that wipe and restore (CFormNative/signals.c).
public enum ProcessHardening {
    /// Which part of hardening failed; the description is what formsh refuses to start with.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// setrlimit(RLIMIT_CORE, 0).
        case coreDumps
        /// prctl(PR_SET_DUMPABLE, 0).
        case dumpable

        public var description: String {
            switch self {
            case .coreDumps: "cannot disable core dumps (setrlimit RLIMIT_CORE): refusing to start"
            case .dumpable: "cannot make the process non-dumpable (prctl PR_SET_DUMPABLE): refusing to start"
            }
        }
    }

    /// Hardens the process; once done, later calls return at once.
    /// - Parameter terminal: on a terminal Ctrl-C cancels the line (`Interrupt.take`);
    ///   otherwise SIGINT wipes and exits (130).
    public static func apply(terminal: Bool) throws(Failure) {
        guard !ProcessState.hardened.withLock({ $0 }) else { return }
        switch fn_harden_process() {
        case 0: break
        case 1: throw .coreDumps
        default: throw .dumpable
        }
        // Files formsh creates are private to the user.
        umask(0o077)
        // Every heap block freed from now on is zeroed first (CFormNative/heap.c).
        fn_heap_zero_on_free(1)
        // SIGTERM, SIGHUP and SIGQUIT (and SIGINT off a terminal) wipe the value stores,
        // restore the terminal and end the process.
        fn_signals_install(terminal ? 0 : 1)
        // Crashes wipe too, and end at once: the Swift runtime's backtracer never starts.
        fn_crash_handlers_install()
        stopAfterWipeIfAsked()
        // On a terminal Ctrl-C sets a flag instead of ending the process.
        if terminal { fn_sigint_catch(1) }
        ProcessState.hardened.withLock { $0 = true }
    }

    /// Test hook (Tests/System/test-secrets-signals.sh): when the process's
    /// FORMSH_TEST_STOP_AFTER_WIPE is `1`, the fatal handlers stop the process with
    /// SIGSTOP right after their wipe, so its memory can be read.
    private static func stopAfterWipeIfAsked() {
        if let v = getenv("FORMSH_TEST_STOP_AFTER_WIPE"), v[0] == 0x31, v[1] == 0 { fn_signals_stop_after_wipe(1) }
    }
}
