/// `:schema`: the screen, its version, counts and skipped components.
enum SchemaCommand: ShellCommand {
    static let name = "schema"
    static let usage = ":schema"
    static let summary = "screen, version, counts, skipped components"

    static func run(_ argument: String, in flow: Flow) {
        let form = flow.state.form
        flow.note(.schemaTitle(title: form.title, screenId: form.screenId, version: form.version,
                               minClient: form.minSupportedClientVersion.map { "\($0)" }))
        flow.note(.schemaCounts(fields: form.fields.count, visible: flow.state.visibleFields.count,
                                displays: form.items.count - form.fields.count, skipped: form.skipped.count))
        for s in form.skipped { flow.note(.schemaSkipped(s.summary)) }
        for issue in form.issues where !issue.message.hasPrefix("skipped") {
            flow.note(.schemaIssue(severity: issue.severity.rawValue, code: issue.code, message: issue.message, pointer: "\(issue.pointer)"))
        }
    }
}
