/// `:set KEY VALUE`: change a field without going to it (not for secrets).
enum SetCommand: ShellCommand {
    static let name = "set"
    static let usage = ":set KEY VALUE"
    static let summary = "set a field's value (the rest of the line, spaces included)"

    static func run(_ argument: String, in flow: Flow) {
        guard let (f, value) = flow.keyAndValue(argument) else { return }
        var v = value
        switch v.withUTF8({ flow.state.set(f, line: UnsafeRawBufferPointer($0)) }) {
        case .failure(let e):
            flow.note(.rejected(e.description))
        case .success(let report):
            flow.state.markVisited(f)
            flow.showVerdict(f, .set)
            flow.showFlips(report)
        }
    }
}
