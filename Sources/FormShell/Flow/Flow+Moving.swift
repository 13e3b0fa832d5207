import FormCore

extension Flow {
    /// Starts a screen: skipped components, then the first field.
    mutating func startScreen() {
        prompted = []
        displayCursor = 0
        cursor = nil
        entered = []
        serverQueue = []
        for s in state.form.skipped { note(.skipped(s.summary)) }
        // Errors in the schema (an unknown rule, a pattern that does not compile) are
        // reported at load, not only under `:schema` (docs/contract.md, "Validation and dependent fields" item 5).
        for issue in state.form.issues where issue.severity == .error && !issue.message.hasPrefix("skipped") {
            note(.loadError(message: issue.message, pointer: issue.pointer))
        }
        advance()
    }

    /// Goes to the next visible field not yet asked; after the last one, to the first
    /// invalid field, or to the end prompt with a summary.
    mutating func advance() {
        if let flagged = nextFlaggedField() {
            arrive(at: flagged, showDisplay: false)
            return
        }
        let fields = state.form.fields
        let start = cursor.map { $0 + 1 } ?? 0
        if let next = (start..<fields.count).first(where: { state.isVisible($0) && !prompted.contains($0) })
            ?? (0..<start).first(where: { state.isVisible($0) && !prompted.contains($0) })
        {
            arrive(at: next, showDisplay: true)
            return
        }
        showDisplay(upTo: state.form.items.count)
        if let bad = state.visibleFields.first(where: { !state.verdict($0).isValid }) {
            arrive(at: bad, showDisplay: false)
            return
        }
        cursor = nil
        emit(.summary(state.visibleFields))
        let standing = state.visibleFields.reduce(0) { $0 + (state.serverErrors[$1]?.count ?? 0) }
        note(standing > 0 ? .allValidServerStanding(messages: standing) : .allValid)
    }

    /// The next field an answer flagged that still has the server's message and is visible,
    /// taken off the queue (docs/contract.md, "The shell": each is visited in schema order).
    mutating func nextFlaggedField() -> Int? {
        while !serverQueue.isEmpty {
            let f = serverQueue.removeFirst()
            if state.isVisible(f) && state.serverErrors[f] != nil { return f }
        }
        return nil
    }

    /// Asks a field with its header and options, however it was reached; the header shows
    /// the server's messages for it (the first flagged field's too, right after the list).
    mutating func arrive(at f: Int, showDisplay display: Bool) {
        if display,
            let position = state.form.items.firstIndex(where: {
                if case .field(f) = $0 { return true }
                return false
            })
        {
            showDisplay(upTo: position)
        }
        cursor = f
        prompted.insert(f)
        var h = header(f)
        h.serverMessages = state.serverErrors[f] ?? []
        emit(.header(h))
    }

    /// `:goto`: asks a field with its header, wherever the flow was.
    mutating func go(to f: Int) {
        arrive(at: f, showDisplay: false)
    }

    /// `:back`: the previous visible field (from the end prompt, the last one).
    mutating func goBack() {
        let current = cursor ?? Int.max
        guard let previous = state.visibleFields.last(where: { $0 < current }) else {
            note(.alreadyFirst)
            return
        }
        arrive(at: previous, showDisplay: false)
    }

    /// `:next`: leaves the field as it is (visited) and goes to the next visible one, or on
    /// as after the last field.
    mutating func skipToNextField() {
        guard let f = cursor else {
            advance()
            return
        }
        state.markVisited(f)
        // While flagged fields are being visited, `:next` goes on to the next of them.
        if let flagged = nextFlaggedField() {
            arrive(at: flagged, showDisplay: false)
        } else if let next = state.visibleFields.first(where: { $0 > f }) {
            arrive(at: next, showDisplay: true)
        } else {
            advance()
        }
    }

    /// Shows the visible display components before a position in the layout.
    mutating func showDisplay(upTo position: Int) {
        let items = state.form.items
        while displayCursor < min(position, items.count) {
            if case .display(let d) = items[displayCursor], d.visibleWhen?.evaluate(state) ?? true {
                emit(.display(item: displayCursor))
            }
            displayCursor += 1
        }
        displayCursor = max(displayCursor, position)
    }

    /// A field's number among the visible fields (`[i/N]`, `:fields`, `:goto N`), from 1.
    func number(of f: Int) -> Int? {
        state.visibleFields.firstIndex(of: f).map { $0 + 1 }
    }

    /// What a field's header shows.
    func header(_ f: Int) -> FieldHeader {
        let field = state.form.fields[f]
        var hints: [FieldHeader.Hint] = []
        if field.keyboard != .default { hints.append(.keyboard(field.keyboard.rawValue)) }
        if let p = field.placeholder, !p.isEmpty { hints.append(.example(p)) }
        switch field.shape {
        case .boolean: hints.append(.yesNo)
        case .choices: hints.append(.commaSeparated)
        default: break
        }
        if field.isSecret { hints.append(.secret) }
        let required = field.rules.contains { $0.isRequired && ($0.condition?.evaluate(state) ?? true) }
        return FieldHeader(
            field: f, key: field.key, number: number(of: f) ?? 0, count: state.visibleFields.count,
            label: field.label, required: required, hints: hints,
            showsValue: !field.isSecret && !state.isBlank(f),
            options: field.options.map { FieldHeader.Option(label: $0.label, value: $0.valueText) })
    }
}
