import FormSystem

/// The `Idempotency-Key` of submissions (docs/contract.md, "Submission"): a fresh UUID per payload, the same key
/// for a retry of the unchanged payload.
///
/// The form's revision number says whether the payload changed. Call `reset()` when the
/// flow moves to another screen, whose revisions may count from the same numbers again.
public struct IdempotencyKey: Sendable {
    private var revision: UInt64?
    private var current = ""
    private let generate: @Sendable () -> String

    /// A key source; `generate` makes a new key (default: a lowercase random UUID).
    public init(generate: @escaping @Sendable () -> String = { RandomUUID.string() }) {
        self.generate = generate
    }

    /// The key for a submission of the payload at `revision`: the previous key when the
    /// revision is the one last asked for, else a fresh one.
    public mutating func key(forRevision revision: UInt64) -> String {
        if self.revision != revision {
            self.revision = revision
            current = generate()
        }
        return current
    }

    /// Forgets the last key, so that the next request gets a fresh one whatever its revision.
    public mutating func reset() {
        revision = nil
        current = ""
    }
}
