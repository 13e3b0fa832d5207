import Synchronization

/// FormSystem's process-wide mutable state, all of it in this one file.
enum ProcessState {
    /// Whether `ProcessHardening.apply` has run.
    static let hardened = Mutex(false)
}
