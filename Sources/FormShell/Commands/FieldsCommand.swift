/// `:fields`: a table of every field with its number, state and (masked) value.
enum FieldsCommand: ShellCommand {
    static let name = "fields"
    static let usage = ":fields"
    static let summary = "table of fields: n, key, label, type, state, value"

    static func run(_ argument: String, in flow: inout Flow) {
        flow.showFields()
    }
}
