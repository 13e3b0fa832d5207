import CFormNative
import Glibc

/// SPEC §8.3: before any value is read, no core dumps and not dumpable; refuse to start
/// otherwise. Also a private umask and the C signal handlers that wipe and restore.
enum Hardening {
    nonisolated(unsafe) private static var applied = false

    /// - Parameter terminal: on a terminal Ctrl-C cancels the line; otherwise SIGINT wipes and exits (130).
    static func apply(terminal: Bool) throws(CLIError) {
        guard !applied else { return }
        switch fn_harden_process() {
        case 0: break
        case 1: throw .failed("cannot disable core dumps (setrlimit RLIMIT_CORE): refusing to start", exitCode: 1)
        default: throw .failed("cannot make the process non-dumpable (prctl PR_SET_DUMPABLE): refusing to start", exitCode: 1)
        }
        umask(0o077)
        // Every block freed from now on is zeroed first (CFormNative/heap.c).
        fn_heap_zero_on_free(1)
        fn_signals_install(terminal ? 0 : 1)
        // Crashes wipe too, and end at once: the Swift runtime's backtracer never starts.
        fn_crash_handlers_install()
        // Test hook (Tests/System/test-secrets-signals.sh): the fatal handlers stop the process
        // with SIGSTOP right after their wipe, so its memory can be read.
        if let v = getenv("FORMSH_TEST_STOP_AFTER_WIPE"), v[0] == 0x31, v[1] == 0 { fn_signals_stop_after_wipe(1) }
        if terminal { fn_sigint_catch(1) }
        applied = true
    }
}
