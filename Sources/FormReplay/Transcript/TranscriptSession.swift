/// One session of a transcript: `$ formsh ARGS`, its expected lines, `[exit N]`.
public struct TranscriptSession: Sendable, Equatable {
    /// The index in `Transcript.lines` of the `$ formsh` line.
    public let commandIndex: Int
    /// The arguments after `formsh`.
    public let arguments: [String]
    /// The index in `Transcript.lines` of the `[exit N]` line.
    public let exitIndex: Int
    /// The expected exit status.
    public let exitCode: Int32

    /// The indices of the lines between `$ formsh` and `[exit N]`.
    public var body: Range<Int> { (commandIndex + 1)..<exitIndex }
    /// The indices of the lines matched against the session's output: the body and `[exit N]`.
    public var expected: ClosedRange<Int> { (commandIndex + 1)...exitIndex }
}
