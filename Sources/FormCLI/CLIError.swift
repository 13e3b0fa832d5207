import FormCore
import FormReplay
import FormServe
import FormShell
import FormSystem
import FormTools

/// Every error a command can end with. Each maps itself to its message and exit status
/// (`messageInfo`, as swift-argument-parser's `MessageInfo`), which the one funnel
/// (`Funnel`) writes.
public enum CLIError: Error, Equatable, Sendable {
    /// A usage error: the message and the command's usage (exit 2).
    case usage(String, command: String?)
    /// A file that cannot be read (exit 3).
    case unreadable(path: String, reason: String)
    /// A form that cannot be loaded (exit 3).
    case formNotLoaded(source: String, reason: String)
    /// Ctrl-C while a FORM given as a URL was being fetched (exit 130).
    case loadCancelled(source: String)
    /// The process cannot be hardened (docs/contract.md, "Secrets and memory" item 3): what failed, and it refuses
    /// to start (exit 1).
    case notHardened(ProcessHardening.Failure)
    /// A session cannot start: its value store cannot be set up, or its shell (exit 1).
    case session(Session.Failure)
    /// A tool's value store (`check`, `probe`) cannot be set up (exit 1).
    case toolValueStore(SecretStoreError)
    /// A scenario file (as named) that cannot be read or understood (exit 3).
    case scenario(ScenarioError, named: String)
    /// The built-in mock backend cannot start (exit 1), or its scenario cannot be read (exit 3).
    case mock(BuiltInMock.Failure)
    /// `serve` cannot start (exit 1; a forms folder that cannot be read: 3).
    case serverNotStarted(MockServerError)
    /// A TRANSCRIPT argument names none (exit 1), or a transcript cannot be read or is malformed (exit 3).
    case transcript(TranscriptError)
    /// `replay` stopped before or after replaying.
    case replay(ReplayError)
    /// `record` could not save (exit 1).
    case record(RecordError)
    /// `probe` stopped: its valid payload cannot be judged locally, or a request got no answer (exit 1).
    case probe(ProbeRun.Failure)
    /// An input of `probe` or `vectors` (as named, for `command`) cannot be used: a usage error
    /// (exit 2), a `--valid` file that is no JSON object (exit 3), or no valid payload (exit 1).
    case probeInput(ProbeInputs.Problem, path: String, command: String)
    /// A report file (`probe --junit`) cannot be written after the work (exit 1).
    case fileNotWritten(path: String, reason: String)
}
