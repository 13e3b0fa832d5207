/// `:validate`: every visible field's verdict, as a submit would judge them.
enum ValidateCommand: ShellCommand {
    static let name = "validate"
    static let usage = ":validate"
    static let summary = "validate every visible field"

    static func run(_ argument: String, in flow: inout Flow) {
        flow.listInvalidFields()
    }
}
