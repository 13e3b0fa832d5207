/// A completion candidate: the text that goes on the line, and how a list of candidates
/// (Tab Tab) shows it. An option whose label the output gate would mask completes to its
/// value or number instead, and is listed as the value beside its label, masked.
public struct Completion: Equatable, Sendable {
    public let text: String
    public let shown: String

    public init(_ text: String, shown: String? = nil) {
        self.text = text
        self.shown = shown ?? text
    }
}
