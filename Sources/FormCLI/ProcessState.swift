import FormCore
import FormServe
import FormSystem
import Synchronization

/// FormCLI's process-wide mutable state, all of it in this one file: what replayed
/// sessions of one process share.
enum ProcessState {
    /// Forms loaded from files by replayed sessions, by path and load options, with the
    /// file's status when it was read (`ReplayCache`).
    static let forms = Mutex<[String: (status: FileSystem.Status, value: Form)]>([:])
    /// Scenarios loaded by replayed sessions' built-in mocks, by path (`ReplayCache`).
    static let scenarios = Mutex<[String: (status: FileSystem.Status, value: Scenario)]>([:])
}
