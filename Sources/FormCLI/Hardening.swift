/// docs/contract.md, "Secrets and memory" item 3 and "Secrets and memory" item 6: before any value or payload is read —
/// by `run`, `record`, `replay`,
/// `probe`, `check`, `serve` and `cover` — no core dumps and not dumpable; refuse to start
/// otherwise. Also a private umask, the zeroing heap, and the C signal handlers that wipe
/// and restore.
enum Hardening {
    /// - Parameter terminal: on a terminal Ctrl-C cancels the line; otherwise SIGINT wipes and exits (130).
    static func apply(terminal: Bool) throws(CLIError) {
        guard !ProcessState.hardened.withLock({ $0 }) else { return }
        switch Native.hardenProcess() {
        case nil: break
        case .coreDumps: throw .notHardened("cannot disable core dumps (setrlimit RLIMIT_CORE): refusing to start")
        case .dumpable:
            throw .notHardened("cannot make the process non-dumpable (prctl PR_SET_DUMPABLE): refusing to start")
        }
        Native.usePrivateFileMode()
        Native.zeroFreedMemory()
        Native.installWipingSignalHandlers(interruptExits: !terminal)
        Native.stopAfterWipeIfAsked()
        if terminal { Native.catchInterrupt() }
        ProcessState.hardened.withLock { $0 = true }
    }
}
