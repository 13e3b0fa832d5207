import FormCore
import FormSystem
import Synchronization

/// FormCLI's process-wide mutable state, all of it in this one file: what replayed
/// sessions of one process share, and whether the process is hardened.
enum ProcessState {
    /// Forms loaded from files by replayed sessions, by path and load options (`FormSource`).
    static let forms = FileCache<Form>()
    /// Whether `Hardening.apply` has run.
    static let hardened = Mutex(false)
}
