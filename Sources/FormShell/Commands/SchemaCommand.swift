/// `:schema`: the screen, its version, counts and skipped components.
enum SchemaCommand: ShellCommand {
    static let name = "schema"
    static let usage = ":schema"
    static let summary = "screen, version, counts, skipped components"

    static func run(_ argument: String, in shell: Shell) {
        let form = shell.state.form
        let displays = form.items.count - form.fields.count
        shell.line("  \(form.title) · \(form.screenId) v\(form.version)" + (form.minSupportedClientVersion.map { " (needs client \($0)+)" } ?? ""))
        shell.line("  \(form.fields.count) fields (\(shell.state.visibleFields.count) visible), \(displays) display components, \(form.skipped.count) skipped")
        for s in form.skipped { shell.line("  skipped \(s.summary)") }
        for issue in form.issues where !issue.message.hasPrefix("skipped") {
            shell.line("  \(issue.severity.rawValue): \(issue.code): \(issue.message) (\(issue.pointer))")
        }
    }
}
