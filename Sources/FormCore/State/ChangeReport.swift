/// What one change did: the changed field's verdict and every other verdict it flipped
/// (a dependent field that became invalid, valid, hidden or shown).
public struct ChangeReport: Equatable, Sendable {
    public let field: Int
    public let verdict: Verdict
    public let flips: [Flip]

    public struct Flip: Equatable, Sendable {
        public let field: Int
        public let before: Verdict
        /// The position in the field's rules of the rule behind `before`, when it was an error.
        public var beforeRule: Int? = nil
        public let after: Verdict
        /// The field became hidden while it held a value that is not blank, which the
        /// change wiped (a field left empty loses nothing).
        public var valueWiped = false
    }
}
