/// `:back`: the previous visible field.
enum BackCommand: ShellCommand {
    static let name = "back"
    static let usage = ":back"
    static let summary = "go to the previous field"

    static func run(_ argument: String, in flow: inout Flow) {
        flow.goBack()
    }
}
