/// `:schema`: the screen, its version, counts and skipped components.
enum SchemaCommand: ShellCommand {
    static let name = "schema"
    static let usage = ":schema"
    static let summary = "screen, version, counts, skipped components"

    static func run(_ argument: String, in flow: inout Flow) {
        flow.showSchema()
    }
}
