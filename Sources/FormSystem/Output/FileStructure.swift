/// What a file the gate writes holds, so that masking leaves it valid (docs/contract.md,
/// "Submission": a masked JSON number becomes the string `"••••"`; a JUnit report stays
/// well-formed XML).
public enum FileStructure: Sendable {
    /// Plain text (a transcript, an `.actual` file, the failed-list): masked as a whole.
    case text
    /// JSON (a scenario): each string and each number masked on its own; a number that is
    /// masked is written as a string of its masked text.
    case json
    /// XML (a JUnit report): text and attribute values masked, markup left as it is; an
    /// `&` a mask left without its entity is written `&amp;`.
    case xml
}
