import FormCore

/// Checks of the screen as a whole: its links, its submit endpoint, option lists, and
/// messages shared by different failures.
extension LintChecks {
    /// `blocked-url` (error): a submit endpoint, action endpoint or route the app would not open.
    func blockedLinks() -> [SchemaIssue] {
        var links: [(text: String, pointer: String, isRoute: Bool)] = []
        if let e = root["submit"]?["endpoint"]?.stringValue { links.append((e, "/submit/endpoint", false)) }
        for c in RawComponent.all(in: root) {
            var actions: [(JSONValue, String)] = []
            if let a = c.json["props"]?["action"] { actions.append((a, c.pointer + "/props/action")) }
            if let a = c.json["action"] { actions.append((a, c.pointer + "/action")) }
            for (list, base) in [
                (c.json["actions"], c.pointer + "/actions"),
                (c.json["props"]?["actions"], c.pointer + "/props/actions"),
            ] {
                for (i, a) in (list?.arrayValue ?? []).enumerated() { actions.append((a, "\(base)/\(i)")) }
            }
            for (action, pointer) in actions {
                if let e = action["endpoint"]?.stringValue { links.append((e, pointer + "/endpoint", false)) }
                if let r = action["route"]?.stringValue { links.append((r, pointer + "/route", true)) }
            }
        }
        return links.compactMap { link in
            LinkCheck.problem(link.text, isRoute: link.isRoute).map {
                SchemaIssue(
                    .error, "blocked-url", "\(link.isRoute ? "route" : "endpoint") \(link.text): \($0)",
                    at: link.pointer)
            }
        }
    }

    /// `no-submit` (warning): input fields but nowhere to send them. A warning, not an
    /// error: formsh runs such a screen against `--endpoint` or the mock, and test schemas
    /// often leave the endpoint out; the app cannot send it.
    func missingSubmit() -> SchemaIssue? {
        guard form.hasInputs, form.submit == nil else { return nil }
        let n = form.fields.count
        return SchemaIssue(
            .warning, "no-submit",
            "the screen has \(n) input field\(n == 1 ? "" : "s") but no submit endpoint (submit.endpoint or an action_button's submit action): the app cannot send it",
            at: "")
    }

    /// `duplicate-option` (error): an option value listed twice in one field. A value is
    /// one option however often it is listed (`check` and `export` read the distinct values).
    func duplicateOptions(_ field: Field) -> [SchemaIssue] {
        var issues: [SchemaIssue] = []
        let index = OptionIndex(field.options)
        for (j, o) in field.options.enumerated() {
            let first = index.firstWithSameValue(as: j)
            guard first < j else { continue }
            issues.append(
                SchemaIssue(
                    .error, "duplicate-option",
                    "\(field.key) lists the option value \(JSONWriter.string(o.value)) twice (options \(first + 1) and \(j + 1)): it is one option",
                    at: "\(field.pointer)/props/options/\(j)/value"))
        }
        return issues
    }

    /// `shared-message` (warning): one errorMessage for rules that fail for different
    /// reasons, so a user cannot tell what to fix. `minLength`/`maxLength` and `min`/`max`
    /// count as one reason (a message such as "2 to 50 characters" covers both bounds).
    func sharedMessages() -> [SchemaIssue] {
        func reason(_ name: String) -> String {
            switch name {
            case "minLength", "maxLength": return "length"
            case "min", "max": return "range"
            default: return name
            }
        }
        var groups: [String: [(field: Field, source: RuleSource)]] = [:]
        var order: [String] = []
        for field in form.fields {
            for s in field.ruleSources(in: root) where s.json["errorMessage"]?.stringValue != nil {
                if groups[s.rule.message] == nil { order.append(s.rule.message) }
                groups[s.rule.message, default: []].append((field, s))
            }
        }
        return order.compactMap { message in
            guard let group = groups[message], let first = group.first,
                let other = group.first(where: { reason($0.source.rule.name) != reason(first.source.rule.name) })
            else { return nil }
            func words(_ r: (field: Field, source: RuleSource)) -> String {
                "\(r.source.rule.name) (\(r.field.key), rule \(r.source.number))"
            }
            return SchemaIssue(
                .warning, "shared-message",
                "\(JSONWriter.string(.string(message))) is the message of \(words(first)) and of \(words(other)), which fail for different reasons: a user cannot tell what to fix",
                at: other.source.pointer + "/errorMessage")
        }
    }
}
