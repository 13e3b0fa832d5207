import FormSystem

/// Why `formsh replay` stopped before or after replaying.
public enum ReplayError: Error, Equatable, Sendable {
    /// A TRANSCRIPT argument names no transcript, or cannot be listed.
    case transcripts(TranscriptError)
    /// Selected transcripts that cannot be read or are malformed: nothing ran.
    case problems([TranscriptError])
    /// The JUnit report (as the user named it) could not be written.
    case reportNotWritten(path: String, SystemError)
}
