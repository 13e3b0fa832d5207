import FormCore
import FormSystem

/// FormCLI's process-wide mutable state, all of it in this one file: what the commands
/// replayed in one process share.
enum ProcessState {
    /// Forms loaded from files by replayed commands, by path and load options (`FormSource`).
    static let forms = FileCache<Form>()
}
