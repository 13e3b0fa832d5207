import FormCore

/// One difference between two versions of a screen, as `formsh diff` reports it
/// (docs/contract.md, "Schema evolution and server conformance"): its class, a stable code, the JSON Pointer of the
/// place (in the new
/// schema, or in the old one for what was removed) and what changed in words.
public struct SchemaChange: Equatable, Sendable {
    /// How the change affects apps in use and payloads already stored.
    public enum Kind: String, Sendable {
        /// An older app or a stored payload may no longer be accepted.
        case breaking
        /// Old apps and stored payloads still work.
        case compatible
        /// Only text people read changed.
        case wording
    }

    public let kind: Kind
    /// A stable code (`field-removed`, `rule-tightened`, …).
    public let code: String
    public let pointer: String
    /// The stateKey of the field concerned, or nil for the screen or a display component.
    public let field: String?
    public let message: String
    /// The old and the new value where one value changed (a text, a bound, a type).
    public let old: JSONValue?
    public let new: JSONValue?
    /// The rule concerned (`minLength`, `required`), for a change of one rule.
    public let rule: String?

    init(
        _ kind: Kind, _ code: String, at pointer: String, field: String? = nil, rule: String? = nil, _ message: String,
        old: JSONValue? = nil, new: JSONValue? = nil
    ) {
        self.kind = kind
        self.code = code
        self.pointer = pointer
        self.field = field
        self.rule = rule
        self.message = message
        self.old = old
        self.new = new
    }

    /// `breaking|compatible|wording CODE POINTER: message` (the root is `(root)`).
    public var line: String {
        "\(kind.rawValue) \(code) \(pointer.isEmpty ? "(root)" : pointer): \(message)"
    }

    /// One compact JSON object: class, code, pointer, field, message, old, new (null where
    /// there is none), for `diff --json`; then `extra` members (what `--payloads` measured).
    public func json(_ extra: [(key: String, value: JSONValue)] = []) -> String {
        JSONWriter.string(
            .object(
                JSONObject(
                    [
                        ("class", .string(kind.rawValue)),
                        ("code", .string(code)),
                        ("pointer", .string(pointer)),
                        ("field", field.map { .string($0) } ?? .null),
                        ("message", .string(message)),
                        ("old", old ?? .null),
                        ("new", new ?? .null),
                    ] + extra)))
    }
}

/// The wording of every change, in one place.
extension SchemaChange {
    static func text(_ s: String) -> JSONValue { .string(s) }
    static func quoted(_ v: JSONValue) -> String { JSONWriter.string(v) }
    /// A parameter as `messages` writes it: a string (a pattern, a stateKey) as written,
    /// anything else as JSON.
    static func plain(_ v: JSONValue?) -> String { v.map { $0.stringValue ?? quoted($0) } ?? "(none)" }

    // MARK: screen

    static func screenIdChanged(_ old: String, _ new: String) -> SchemaChange {
        SchemaChange(
            .breaking, "screen-id-changed", at: "/screenId",
            "screenId \(old) → \(new): the app and the server know the screen by it",
            old: text(old), new: text(new))
    }
    static func titleChanged(_ old: String, _ new: String) -> SchemaChange {
        SchemaChange(
            .wording, "title-changed", at: "/title", "title \(quoted(text(old))) → \(quoted(text(new)))",
            old: text(old), new: text(new))
    }
    static func submitChanged(_ old: String, _ new: String) -> SchemaChange {
        SchemaChange(
            .compatible, "submit-changed", at: "/submit", "submit \(old) → \(new)", old: text(old), new: text(new))
    }
    static func minClientChanged(_ old: String, _ new: String) -> SchemaChange {
        SchemaChange(
            .compatible, "min-client-version-changed", at: "/minSupportedClientVersion",
            "minSupportedClientVersion \(old) → \(new)", old: text(old), new: text(new))
    }
    static func majorVersionNotRaised(_ old: String, _ new: String, breaking: Int) -> SchemaChange {
        SchemaChange(
            .breaking, "major-version-not-raised", at: "/version",
            "\(breaking) breaking change\(breaking == 1 ? "" : "s") but version \(old) → \(new) keeps the major version",
            old: text(old), new: text(new))
    }
    static func minClientNotRaised(_ types: [String], old: String, new: String) -> SchemaChange {
        SchemaChange(
            .breaking, "min-client-version-not-raised", at: "/minSupportedClientVersion",
            "new component type\(types.count == 1 ? "" : "s") \(types.joined(separator: ", ")) that older clients skip, without a raised minSupportedClientVersion (\(old) → \(new))",
            old: text(old), new: text(new))
    }

    // MARK: fields

    static func fieldRemoved(_ f: Field) -> SchemaChange {
        SchemaChange(
            .breaking, "field-removed", at: f.pointer, field: f.key, "field \(f.key) (\(f.kind.typeName)) removed")
    }
    static func fieldAdded(_ f: Field, required: Bool, hidden: Bool) -> SchemaChange {
        if required && !hidden {
            return SchemaChange(
                .breaking, "required-field-added", at: f.pointer, field: f.key,
                "required field \(f.key) (\(f.kind.typeName)) added, shown by default")
        }
        let why = hidden ? "hidden by default" : "optional"
        return SchemaChange(
            .compatible, "field-added", at: f.pointer, field: f.key, "field \(f.key) (\(f.kind.typeName)) added, \(why)"
        )
    }
    static func stateKeyRenamed(_ old: Field, _ new: Field) -> SchemaChange {
        SchemaChange(
            .breaking, "state-key-renamed", at: new.pointer + "/props/stateKey", field: new.key,
            "stateKey \(old.key) → \(new.key) (component \(new.id))", old: text(old.key), new: text(new.key))
    }
    static func idChanged(_ old: Field, _ new: Field) -> SchemaChange {
        SchemaChange(
            .compatible, "id-changed", at: new.pointer + "/id", field: new.key,
            "\(new.key): component id \(old.id) → \(new.id), stateKey unchanged", old: text(old.id), new: text(new.id))
    }
    static func inputTypeChanged(_ old: Field, _ new: Field) -> SchemaChange {
        SchemaChange(
            .breaking, "input-type-changed", at: new.pointer + "/type", field: new.key,
            "\(new.key): type \(old.kind.typeName) → \(new.kind.typeName)", old: text(old.kind.typeName),
            new: text(new.kind.typeName))
    }
    static func valueShapeChanged(_ old: Field, _ new: Field) -> SchemaChange {
        func words(_ f: Field) -> String {
            f.shape == .choices ? "several choices" : f.shape == .choice ? "one choice" : "true/false"
        }
        return SchemaChange(
            .breaking, "value-shape-changed", at: new.pointer + "/props/options", field: new.key,
            "\(new.key): value \(words(old)) → \(words(new))")
    }
    static func valueTypeChanged(_ old: Field, _ new: Field) -> SchemaChange {
        SchemaChange(
            .breaking, "value-type-changed", at: new.pointer + "/props/valueType", field: new.key,
            "\(new.key): valueType \(old.valueType.rawValue) → \(new.valueType.rawValue)",
            old: text(old.valueType.rawValue), new: text(new.valueType.rawValue))
    }
    static func labelChanged(_ old: Field, _ new: Field, prop: String, _ a: String, _ b: String) -> SchemaChange {
        SchemaChange(
            .wording, prop == "label" ? "label-changed" : "placeholder-changed", at: new.pointer + "/props/\(prop)",
            field: new.key,
            "\(new.key): \(prop) \(quoted(text(a))) → \(quoted(text(b)))", old: text(a), new: text(b))
    }
    static func propChanged(_ new: Field, _ prop: String, _ a: JSONValue?, _ b: JSONValue?) -> SchemaChange {
        SchemaChange(
            .compatible, "prop-changed", at: new.pointer + "/props/\(prop)", field: new.key,
            "\(new.key): \(prop) \(a.map(quoted) ?? "(none)") → \(b.map(quoted) ?? "(none)")", old: a, new: b)
    }
    static func shownByDefault(_ old: Field, _ new: Field) -> SchemaChange {
        SchemaChange(
            .breaking, "field-shown-by-default", at: new.pointer, field: new.key,
            "\(new.key) was hidden by default and is now shown (\(conditionWords(old)) → \(conditionWords(new)))")
    }
    static func visibilityChanged(_ old: Field, _ new: Field) -> SchemaChange {
        SchemaChange(
            .compatible, "visibility-changed", at: new.pointer, field: new.key,
            "\(new.key): visible \(conditionWords(old)) → \(conditionWords(new))")
    }
    private static func conditionWords(_ f: Field) -> String { f.visibleWhen.map { "when \($0.summary)" } ?? "always" }

    static func optionRemoved(_ f: Field, _ value: JSONValue, at pointer: String) -> SchemaChange {
        SchemaChange(
            .breaking, "option-removed", at: pointer, field: f.key, "\(f.key): option \(quoted(value)) removed",
            old: value)
    }
    static func optionAdded(_ f: Field, _ value: JSONValue, at pointer: String) -> SchemaChange {
        SchemaChange(
            .compatible, "option-added", at: pointer, field: f.key, "\(f.key): option \(quoted(value)) added",
            new: value)
    }
    static func optionLabelChanged(_ f: Field, _ value: JSONValue, _ a: String, _ b: String, at pointer: String)
        -> SchemaChange
    {
        SchemaChange(
            .wording, "option-label-changed", at: pointer, field: f.key,
            "\(f.key): option \(quoted(value)) label \(quoted(text(a))) → \(quoted(text(b)))", old: text(a),
            new: text(b))
    }

    // MARK: rules

    static func ruleAdded(_ f: Field, _ rule: String, at pointer: String) -> SchemaChange {
        SchemaChange(
            .breaking, "rule-added", at: pointer, field: f.key, rule: rule, "\(f.key): new rule \(rule)",
            new: text(rule))
    }
    static func ruleRemoved(_ f: Field, _ rule: String, at pointer: String) -> SchemaChange {
        SchemaChange(
            .compatible, "rule-removed", at: pointer, field: f.key, rule: rule, "\(f.key): rule \(rule) removed",
            old: text(rule))
    }
    static func boundChanged(
        _ f: Field, _ rule: String, tighter: Bool, _ a: JSONValue, _ b: JSONValue, at pointer: String
    ) -> SchemaChange {
        SchemaChange(
            tighter ? .breaking : .compatible, tighter ? "rule-tightened" : "rule-loosened", at: pointer, field: f.key,
            rule: rule,
            "\(f.key): \(rule) \(quoted(a)) → \(quoted(b))", old: a, new: b)
    }
    static func parameterChanged(
        _ f: Field, _ rule: String, _ name: String, _ a: JSONValue?, _ b: JSONValue?, at pointer: String
    ) -> SchemaChange {
        SchemaChange(
            .breaking, rule == "regex" ? "pattern-changed" : "rule-changed", at: pointer, field: f.key, rule: rule,
            "\(f.key): \(rule) \(name) \(plain(a)) → \(plain(b))", old: a, new: b)
    }
    static func whenChanged(_ f: Field, _ rule: String, _ a: JSONValue?, _ b: JSONValue?, at pointer: String)
        -> SchemaChange
    {
        switch (a, b) {
        case (nil, let b?):
            return SchemaChange(
                .compatible, "when-added", at: pointer, field: f.key, rule: rule,
                "\(f.key): \(rule) now applies only when \(quoted(b))", new: b)
        case (let a?, nil):
            return SchemaChange(
                .breaking, "when-removed", at: pointer, field: f.key, rule: rule,
                "\(f.key): \(rule) applied only when \(quoted(a)), now always", old: a)
        default:
            return SchemaChange(
                .breaking, "when-changed", at: pointer, field: f.key, rule: rule,
                "\(f.key): \(rule) when \(a.map(quoted) ?? "") → \(b.map(quoted) ?? "")", old: a, new: b)
        }
    }
    static func messageChanged(_ f: Field, _ rule: String, _ a: String, _ b: String, at pointer: String) -> SchemaChange
    {
        SchemaChange(
            .wording, "message-changed", at: pointer, field: f.key, rule: rule,
            "\(f.key): \(rule) message \(quoted(text(a))) → \(quoted(text(b)))", old: text(a), new: text(b))
    }

    // MARK: components

    static func componentMoved(_ id: String, field: String?, from: String, to: String) -> SchemaChange {
        SchemaChange(
            .compatible, "component-moved", at: to, field: field,
            "\(field ?? id) moved (was \(from)); only the order changed",
            old: text(from), new: text(to))
    }
    static func displayAdded(_ c: RawComponent) -> SchemaChange {
        SchemaChange(.compatible, "display-added", at: c.pointer, "\(c.type) \(c.id) added")
    }
    static func displayRemoved(_ c: RawComponent) -> SchemaChange {
        SchemaChange(.compatible, "display-removed", at: c.pointer, "\(c.type) \(c.id) removed")
    }
    static func displayChanged(_ old: RawComponent, _ new: RawComponent) -> SchemaChange {
        if old.type == new.type, let a = old.text, let b = new.text, a != b {
            return SchemaChange(
                .compatible, "display-changed", at: new.pointer,
                "\(new.type) \(new.id): \(quoted(text(a))) → \(quoted(text(b)))",
                old: text(a), new: text(b))
        }
        return SchemaChange(
            .compatible, "display-changed", at: new.pointer,
            old.type == new.type ? "\(new.type) \(new.id) changed" : "\(new.id): \(old.type) → \(new.type)")
    }
}
