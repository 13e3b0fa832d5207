/// `:back`: the previous visible field.
enum BackCommand: ShellCommand {
    static let name = "back"
    static let usage = ":back"
    static let summary = "go to the previous field"

    static func run(_ argument: String, in shell: Shell) {
        let visible = shell.state.visibleFields
        let current = shell.cursor ?? Int.max
        guard let previous = visible.last(where: { $0 < current }) else {
            shell.line("  already at the first field")
            return
        }
        shell.arrive(at: previous, showDisplay: false)
    }
}
