/// What one change did: the changed field's verdict and every other verdict it flipped
/// (a dependent field that became invalid, valid, hidden or shown).
public struct ChangeReport: Equatable, Sendable {
    public let field: Int
    public let verdict: Verdict
    public let flips: [Flip]

    public struct Flip: Equatable, Sendable {
        public let field: Int
        public let before: Verdict
        public let after: Verdict
    }
}
