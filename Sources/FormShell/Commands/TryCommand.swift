/// `:try KEY VALUE`: the verdict for a value without storing it, and what it chose.
enum TryCommand: ShellCommand {
    static let name = "try"
    static let usage = ":try KEY VALUE"
    static let summary = "the verdict for a value, without storing it"

    static func run(_ argument: String, in flow: inout Flow) {
        guard let (f, value) = flow.fieldAndValue(argument) else { return }
        flow.tryValue(value, for: f)
    }
}
