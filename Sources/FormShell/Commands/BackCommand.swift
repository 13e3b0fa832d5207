/// `:back`: the previous visible field.
enum BackCommand: ShellCommand {
    static let name = "back"
    static let usage = ":back"
    static let summary = "go to the previous field"

    static func run(_ argument: String, in flow: Flow) {
        let current = flow.cursor ?? Int.max
        guard let previous = flow.state.visibleFields.last(where: { $0 < current }) else {
            flow.note(.alreadyFirst)
            return
        }
        flow.arrive(at: previous, showDisplay: false)
    }
}
