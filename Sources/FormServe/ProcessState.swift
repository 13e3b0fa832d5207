import FormSystem
import Synchronization

/// FormServe's process-wide state, all of it in this one file: what the built-in mocks
/// that replayed sessions start one after another share.
enum ProcessState {
    /// Form indexes built so far, by forms folder, with what each was built from (`FormIndex`).
    static let formIndexes = Mutex<[String: (sources: [FormIndex.Stamp], index: FormIndex)]>([:])
    /// Scenarios loaded by pooled built-in mocks, by path (`BuiltInMock.start`).
    static let scenarios = FileCache<Scenario>()
}
