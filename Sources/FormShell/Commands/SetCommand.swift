/// `:set KEY VALUE`: change a field without going to it (not for secrets).
enum SetCommand: ShellCommand {
    static let name = "set"
    static let usage = ":set KEY VALUE"
    static let summary = "set a field's value (the rest of the line, spaces included)"

    static func run(_ argument: String, in flow: inout Flow) {
        guard let (f, value) = flow.fieldAndValue(argument) else { return }
        flow.set(f, to: value)
    }
}
