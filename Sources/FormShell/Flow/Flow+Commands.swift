import FormCore

/// The operations `:` commands are made of (docs/contract.md, "The shell"). Commands resolve their arguments
/// and call these; the flow keeps its cursor, state and screens to itself.
extension Flow {
    /// Runs `:NAME ARGS`.
    mutating func runCommand(_ text: String) {
        let name = String(text.prefix { $0 != " " })
        let argument = String(text.dropFirst(name.count).drop { $0 == " " })
        guard let command = ShellCommands.named(name) else {
            refuseUnknownCommand(name)
            return
        }
        command.run(argument, in: &self)
    }

    /// `unknown command :NAME`.
    mutating func refuseUnknownCommand(_ name: String) {
        note(.unknownCommand(name))
    }

    // MARK: arguments

    /// The field a command names by key or by its number among the visible fields; nil,
    /// with a note saying why, when there is none or it is hidden (unless `allowHidden`).
    mutating func field(named word: String, allowHidden: Bool = false) -> Int? {
        let key = word.trimmed
        if key.isEmpty {
            note(.keyNeeded)
            return nil
        }
        var index = state.form.index(ofKey: key)
        let visible = state.visibleFields
        if index == nil, let n = Int(key), n >= 1, n <= visible.count { index = visible[n - 1] }
        guard let f = index else {
            note(.unknownField(key))
            return nil
        }
        if !allowHidden && !state.isVisible(f) {
            note(.hiddenField(key))
            return nil
        }
        return f
    }

    /// `KEY VALUE` split (the value is the rest of the line, spaces included); nil, with a
    /// note, for a field that cannot be named or is secret (typed only at its prompt).
    mutating func fieldAndValue(_ argument: String) -> (field: Int, value: String)? {
        let key = String(argument.prefix { $0 != " " })
        let value = String(argument.dropFirst(key.count).dropFirst())
        guard let f = field(named: key) else { return nil }
        if state.form.fields[f].isSecret {
            note(.secretField(state.form.fields[f].key))
            return nil
        }
        return (f, value)
    }

    // MARK: values

    /// `:set`: stores a line as a field's value and shows its verdict and the flips.
    mutating func set(_ f: Int, to line: String) {
        var v = line
        _ = v.withUTF8 { storeValue(UnsafeRawBufferPointer($0), in: f, shown: .set) }
    }

    /// `:clear`: empties a field and shows its verdict and the flips.
    mutating func clear(_ f: Int) {
        let report = state.clear(f)
        entered.remove(f)
        forgetHidden(report)
        state.markVisited(f)
        showVerdict(f, .set)
        showFlips(report)
    }

    /// `:try`: the verdict a value would get, nothing stored.
    mutating func tryValue(_ value: String, for f: Int) {
        switch trialVerdict(f, value, .tried) {
        case .success(let v): emit(.verdict(v))
        case .failure(let e): note(.rejected(key: state.form.fields[f].key, reason: e.description))
        }
    }

    /// `:keys`: the verdict after each character of a value, as typing it would show.
    mutating func typeEachCharacter(of value: String, into f: Int) {
        var typed = ""
        for c in value {
            typed.append(c)
            switch trialVerdict(f, typed, .typed(typed)) {
            case .success(let v): emit(.verdict(v))
            case .failure(let e): note(.typedRejected(typed: typed, reason: e.description))
            }
        }
    }

    /// `:validate`: every visible field judged as a submit would; the invalid ones listed,
    /// each with the server's messages that still stand beside it (docs/contract.md, "The shell").
    mutating func listInvalidFields() {
        let invalid = state.validateAll()
        let flagged = state.visibleFields.filter { state.serverErrors[$0] != nil }
        if invalid.isEmpty && flagged.isEmpty {
            note(.everyFieldValid)
            return
        }
        for f in Set(invalid + flagged).sorted() {
            if invalid.contains(f) { showVerdict(f, .listed) }
            for m in state.serverErrors[f] ?? [] {
                note(.serverFieldError(key: state.form.fields[f].key, message: m, local: nil))
            }
        }
    }

    /// `:submit`: posts when every visible field is valid, else lists them and asks the first.
    mutating func submitIfValid() {
        let invalid = state.validateAll()
        guard let first = invalid.first else {
            submit()
            return
        }
        note(.cannotSubmit(invalid: invalid.count))
        for f in invalid { showVerdict(f, .listed) }
        arrive(at: first, showDisplay: false)
    }

    /// `:wipe`: every value zeroed and the screen started over.
    mutating func wipeAndStartOver() {
        state.wipe()
        emit(.wipeInput)
        note(.wiped)
        startScreen()
    }
}
