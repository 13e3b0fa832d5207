import FormCore

/// What the listing commands show (`:fields`, `:rules`, `:schema`, `:help`, `:endpoint`,
/// `:payload`, `:last`): effects and notes made from the flow, nothing changed in it
/// but the endpoint.
extension Flow {
    /// The rows of `:fields`: every field, visible ones numbered, with its mark.
    public var fieldsRows: [FieldsRow] {
        var numbers: [Int: Int] = [:]
        for (i, f) in state.visibleFields.enumerated() { numbers[f] = i + 1 }
        return state.form.fields.map { f in
            let server = state.isVisible(f.index) ? state.serverErrors[f.index] ?? [] : []
            return FieldsRow(
                field: f.index, number: numbers[f.index], key: f.key, label: f.label, type: f.kind.typeName,
                mark: mark(f.index), showsValue: state.isVisible(f.index) && !state.isBlank(f.index),
                serverMessages: server)
        }
    }

    /// ✓, ✗, · (not visited), hidden; ✗ for a field the server's message still stands beside.
    func mark(_ f: Int) -> FieldMark {
        let judged = state.visited[f] || state.submitAttempted
        switch state.verdict(f) {
        case .hidden: return .hidden
        case .valid: return state.serverErrors[f] != nil ? .invalid : judged ? .valid : .notVisited
        case .invalid: return judged || state.serverErrors[f] != nil ? .invalid : .notVisited
        }
    }

    /// `:fields`.
    mutating func showFields() { emit(.fields(fieldsRows)) }

    /// `:payload`: the driver writes it from the store, secrets masked.
    mutating func showPayload() { emit(.payload) }

    /// `:last`: the driver keeps the exchanges.
    mutating func showLastExchange() { emit(.lastExchange) }

    /// `:rules`: a field's rules, conditions and messages, as `formsh messages` lists them.
    mutating func showRules(of f: Int) {
        for line in RuleCatalog.lines(for: state.form, field: f) { note(.ruleLine(line)) }
    }

    /// `:schema`: the screen, its version, counts, skipped components and schema issues.
    mutating func showSchema() {
        let form = state.form
        note(
            .schemaTitle(
                title: form.title, screenId: form.screenId, version: form.version,
                minClient: form.minSupportedClientVersion.map { "\($0)" }))
        note(
            .schemaCounts(
                fields: form.fields.count, visible: state.visibleFields.count,
                displays: form.items.count - form.fields.count, skipped: form.skipped.count))
        for s in form.skipped { note(.schemaSkipped(s.summary)) }
        for issue in form.issues where !issue.message.hasPrefix("skipped") {
            note(
                .schemaIssue(
                    severity: issue.severity.rawValue, code: issue.code, message: issue.message,
                    pointer: "\(issue.pointer)"))
        }
    }

    /// `:help`: one line per command (aligned when `all`), and after the whole list how a
    /// value starting with `:` is typed.
    mutating func showHelp(_ commands: [any ShellCommand.Type], all: Bool) {
        let width = all ? commands.map { $0.usage.count }.max() ?? 0 : 0
        for c in commands { note(.helpEntry(usage: c.usage, summary: c.summary, width: width)) }
        if all { note(.helpEscape) }
    }

    /// `:endpoint`: where `:submit` posts.
    mutating func showEndpoint() {
        note(.endpoint(endpointDescription))
    }

    /// `:endpoint URL`: posts go there from now on, if the submitter's check takes it.
    mutating func changeEndpoint(to url: String) {
        if let error = checkEndpoint(url) {
            note(.endpointRefused(error.reason))
            return
        }
        endpoint = url
        endpointDescription = url
        refusedEndpoint = nil
        note(.endpoint(url))
    }
}
