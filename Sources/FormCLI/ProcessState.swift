import FormCore
import FormSystem

/// FormCLI's process-wide mutable state, all of it in this one file: what replayed
/// sessions of one process share.
enum ProcessState {
    /// Forms loaded from files by replayed sessions, by path and load options (`FormSource`).
    static let forms = FileCache<Form>()
}
