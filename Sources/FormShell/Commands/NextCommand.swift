/// `:next`: leave the field as it is and go on.
enum NextCommand: ShellCommand {
    static let name = "next"
    static let usage = ":next"
    static let summary = "skip to the next field, leaving this one as it is"

    static func run(_ argument: String, in shell: Shell) {
        if let f = shell.cursor { shell.state.markVisited(f) }
        let visible = shell.state.visibleFields
        if let f = shell.cursor, let next = visible.first(where: { $0 > f }) {
            shell.arrive(at: next, showDisplay: true)
        } else {
            shell.advance()
        }
    }
}
