/// The values of one screen and everything derived from them: visibility, verdicts,
/// which fields were visited, and whether a submit was attempted. Values live in the
/// `SecretStore`; this type holds handles only. Pure: no terminal, no network.
public final class FormState: ValueReader {
    public let form: Form
    public let store: SecretStore
    private var values: [SecretHandle?]
    private var visible: [Bool]
    private var verdicts: [Verdict]
    /// The position in its field's rules of the rule behind each field's error (nil when
    /// the field is valid or hidden), kept with the verdict it made.
    private var reasons: [Int?]
    public private(set) var visited: [Bool]
    /// Set by `validateAll()`: from then on every field's error is shown.
    public private(set) var submitAttempted = false
    /// Bumped by every change of a value (an unchanged payload keeps its idempotency key).
    public private(set) var revision: UInt64 = 0
    /// Messages from the server's last answer, per field, until the field changes.
    public private(set) var serverErrors: [Int: [String]] = [:]
    /// Server messages naming no known field.
    public private(set) var formErrors: [String] = []
    private let usesDefaults: Bool
    /// `form.graph.affected(by:)` per field, worked out the first time the field changes.
    private var affectedCache: [[Int]?]

    /// Creates the state with the schema's defaults (or, with `defaults: false`, with no
    /// values at all but false booleans, as a posted payload is read).
    /// - Throws: `SecretStoreError.full` when the defaults do not fit in the store.
    public init(form: Form, store: SecretStore, defaults: Bool = true) throws(SecretStoreError) {
        self.usesDefaults = defaults
        self.form = form
        self.store = store
        let n = form.fields.count
        values = Array(repeating: nil, count: n)
        visible = Array(repeating: true, count: n)
        verdicts = Array(repeating: .valid, count: n)
        reasons = Array(repeating: nil, count: n)
        visited = Array(repeating: false, count: n)
        affectedCache = Array(repeating: nil, count: n)
        do { try applyDefaults() } catch {
            release()
            throw error
        }
    }

    // MARK: ValueReader

    public func field(_ index: Int) -> Field { form.fields[index] }
    public func isVisible(_ index: Int) -> Bool { index >= 0 && visible[index] }

    public func withValue<R>(_ index: Int, _ body: (FieldValue) -> R) -> R {
        guard index >= 0, let h = values[index] else { return body(.empty) }
        return store.withBytes(h) { bytes in body(FormState.decode(bytes, shape: form.fields[index].shape)) }
    }

    static func decode(_ bytes: UnsafeRawBufferPointer, shape: ValueShape) -> FieldValue {
        switch shape {
        case .text: return .text(bytes)
        case .choice: return bytes.count == 4 ? .choice(Int(bytes.loadUnaligned(as: UInt32.self).littleEndian)) : .empty
        case .choices: return .choices(bytes)
        case .boolean: return .boolean(bytes.first == 1)
        }
    }

    // MARK: reading

    public func verdict(_ index: Int) -> Verdict { verdicts[index] }

    /// Whether the field holds a value (booleans always do once set).
    public func hasValue(_ index: Int) -> Bool { values[index] != nil }

    /// Whether the field's current value is blank (what `required` checks).
    public func isBlank(_ index: Int) -> Bool { withValue(index) { $0.isBlank } }

    /// Indices of the visible fields, in document order.
    public var visibleFields: [Int] { form.fields.indices.filter { visible[$0] } }

    /// The context rules run in.
    public var ruleContext: RuleContext<FormState> { RuleContext(reader: self, scratch: store) }

    // MARK: changes

    /// Interprets a typed line for a field and stores it. A rejected line leaves the value as it was.
    public func set(_ index: Int, line: UnsafeRawBufferPointer) -> Result<ChangeReport, FormStateError> {
        switch form.fields[index].kind.parse(line, field: form.fields[index]) {
        case .failure(let e): return .failure(.input(e))
        case .success(let parsed):
            do { return .success(try set(index, parsed)) } catch { return .failure(.store(error)) }
        }
    }

    /// Stores an interpreted value and revalidates the field and its dependents.
    public func set(_ index: Int, _ input: ParsedInput) throws(SecretStoreError) -> ChangeReport {
        let field = form.fields[index]
        let handle = try FormState.encode(input, shape: field.shape, optionCount: field.options.count, store: store)
        return replace(index, with: handle)
    }

    /// Empties a field (`:clear`).
    @discardableResult
    public func clear(_ index: Int) -> ChangeReport { replace(index, with: nil) }

    /// Marks a field as visited: its errors show from now on.
    public func markVisited(_ index: Int) { visited[index] = true }

    /// Validates every visible field (a submit attempt) and returns the invalid ones in order.
    @discardableResult
    public func validateAll() -> [Int] {
        submitAttempted = true
        return form.fields.indices.filter { visible[$0] && !verdicts[$0].isValid }
    }

    /// The verdict a value would get, without storing it (`:try`, `:keys`).
    public func tryValue(_ index: Int, line: UnsafeRawBufferPointer) -> Result<Verdict, FormStateError> {
        trial(index, line: line).map(\.verdict)
    }

    /// What a typed line would be and get, without storing it: the verdict, the rule
    /// behind an error, and for choices and booleans what the line chose.
    public func trial(_ index: Int, line: UnsafeRawBufferPointer) -> Result<Trial, FormStateError> {
        let field = form.fields[index]
        let parsed: ParsedInput
        switch field.kind.parse(line, field: field) {
        case .failure(let e): return .failure(.input(e))
        case .success(let p): parsed = p
        }
        let chosen: Trial.Choice?
        switch parsed {
        case .choice(let i): chosen = .options([i])
        case .choices(let list): chosen = .options(list)
        case .boolean(let b): chosen = .boolean(b)
        default: chosen = nil
        }
        let handle: SecretHandle?
        do {
            handle = try FormState.encode(parsed, shape: field.shape, optionCount: field.options.count, store: store)
        } catch {
            return .failure(.store(error))
        }
        defer { if let handle { store.free(handle) } }
        guard visible[index] else { return .success(Trial(verdict: .hidden, rule: nil, chosen: chosen)) }
        let reader = OverrideReader(base: self, index: index, handle: handle)
        let j = reader.withValue(index) { value in
            Validator.judgement(of: field, value: value, in: RuleContext(reader: reader, scratch: store))
        }
        return .success(Trial(verdict: j.verdict, rule: j.rule, chosen: chosen))
    }

    /// The position in its field's rules of the rule behind a field's current error
    /// (nil when the field is valid or hidden), as remembered when the verdict was made.
    public func failingRule(_ index: Int) -> Int? { reasons[index] }

    /// Records the server's field errors and form-level errors (docs/contract.md, "Submission"); values are kept.
    public func setServerErrors(_ fields: [Int: [String]], formErrors: [String]) {
        serverErrors = fields
        self.formErrors = formErrors
    }

    /// Zeroes every value (the whole store) and starts over from the schema's defaults.
    public func wipe() {
        store.wipe()
        for i in values.indices { values[i] = nil }
        for i in visited.indices { visited[i] = false }
        submitAttempted = false
        serverErrors = [:]
        formErrors = []
        revision &+= 1
        try? applyDefaults()
    }

    /// Stores many values at once, then settles visibility and verdicts once (how a
    /// posted payload is read). Returns the fields that got a value but are hidden; their
    /// values are dropped.
    public func load(_ inputs: [(field: Int, input: ParsedInput)]) throws(SecretStoreError) -> [Int] {
        for (i, input) in inputs {
            let f = form.fields[i]
            if let old = values[i] { store.free(old) }
            values[i] = try FormState.encode(input, shape: f.shape, optionCount: f.options.count, store: store)
        }
        revision &+= 1
        for g in form.graph.order { visible[g] = form.fields[g].visibleWhen?.evaluate(self) ?? true }
        let given = Set(inputs.map(\.field))
        var hiddenWithValue: [Int] = []
        for g in form.fields.indices where !visible[g] {
            if given.contains(g) { hiddenWithValue.append(g) }
            if let h = values[g] {
                store.free(h)
                values[g] = nil
            }
        }
        for i in form.fields.indices { judge(i) }
        return hiddenWithValue
    }

    /// Frees every value of this state only (for a state that is being dropped).
    public func release() {
        for i in values.indices {
            if let h = values[i] {
                store.free(h)
                values[i] = nil
            }
        }
    }

    // MARK: internals

    private func replace(_ index: Int, with handle: SecretHandle?) -> ChangeReport {
        if let old = values[index] { store.free(old) }
        values[index] = handle
        revision &+= 1
        if !serverErrors.isEmpty { serverErrors[index] = nil }
        let affected: [Int]
        if let cached = affectedCache[index] {
            affected = cached
        } else {
            affected = form.graph.affected(by: index)
            affectedCache[index] = affected
        }
        var wiped: Set<Int> = []
        for g in affected where updateVisibility(g) { wiped.insert(g) }
        judge(index)
        // Visibility does not touch verdicts, so each one is still as it was before the change.
        var flips: [ChangeReport.Flip] = []
        for g in affected {
            let before = verdicts[g]
            let beforeRule = reasons[g]
            judge(g)
            if verdicts[g] != before {
                flips.append(
                    .init(
                        field: g, before: before, beforeRule: beforeRule, after: verdicts[g],
                        valueWiped: wiped.contains(g)))
            }
        }
        return ChangeReport(field: index, verdict: verdicts[index], flips: flips)
    }

    /// Runs a field's rules and keeps the verdict with the rule that made it.
    private func judge(_ i: Int) {
        (verdicts[i], reasons[i]) = Validator.judgement(of: i, in: ruleContext)
    }

    /// Recomputes one field's visibility; a field that becomes hidden loses its value at
    /// once. Returns whether a value that was not blank was wiped.
    private func updateVisibility(_ g: Int) -> Bool {
        let now = form.fields[g].visibleWhen?.evaluate(self) ?? true
        var wiped = false
        if visible[g] && !now, let h = values[g] {
            wiped = !isBlank(g)
            store.free(h)
            values[g] = nil
        }
        if !visible[g] && now && values[g] == nil { try? applyDefault(g) }
        visible[g] = now
        return wiped
    }

    private func applyDefaults() throws(SecretStoreError) {
        for i in form.fields.indices { try applyDefault(i) }
        for g in form.graph.order { visible[g] = form.fields[g].visibleWhen?.evaluate(self) ?? true }
        for g in form.fields.indices where !visible[g] {
            if let h = values[g] {
                store.free(h)
                values[g] = nil
            }
        }
        if usesDefaults { for i in form.fields.indices { judge(i) } }
    }

    private func applyDefault(_ i: Int) throws(SecretStoreError) {
        let f = form.fields[i]
        let input = usesDefaults ? FormState.defaultInput(f) : (f.shape == .boolean ? .boolean(false) : nil)
        guard let input else { return }
        values[i] = try FormState.encode(input, shape: f.shape, optionCount: f.options.count, store: store)
    }

    /// The schema's default as an input; booleans default to false.
    static func defaultInput(_ f: Field) -> ParsedInput? {
        switch f.shape {
        case .boolean:
            return .boolean(f.defaultValue?.boolValue ?? false)
        case .choice:
            guard let d = f.defaultValue, let i = ConditionLiteral(d, options: f.options).matchingOptions.first else {
                return nil
            }
            return .choice(i)
        case .choices:
            guard let list = f.defaultValue?.arrayValue else { return nil }
            let chosen = Set(list.flatMap { ConditionLiteral($0, options: f.options).matchingOptions }).sorted()
            return chosen.isEmpty ? nil : .choices(chosen)
        case .text:
            switch f.defaultValue {
            case .string(let s)?: return s.isEmpty ? nil : .defaultText(s)
            case .number(let n)?: return .defaultText(n)
            default: return nil
            }
        }
    }

    /// Writes an input into a new block of the store (nil for `.empty`).
    static func encode(_ input: ParsedInput, shape: ValueShape, optionCount: Int, store: SecretStore)
        throws(SecretStoreError) -> SecretHandle?
    {
        switch input {
        case .empty: return nil
        case .text(let bytes): return try store.store(bytes)
        case .defaultText(let s):
            var copy = s
            return try copy.withUTF8 { b in
                Result { () throws(SecretStoreError) in try store.store(UnsafeRawBufferPointer(b)) }
            }.get()
        case .choice(let i):
            var v = UInt32(i).littleEndian
            return try withUnsafeBytes(of: &v) { b in Result { () throws(SecretStoreError) in try store.store(b) } }
                .get()
        case .choices(let list):
            let size = FieldValue.bitmapByteCount(optionCount: optionCount)
            let h = try store.allocate(capacity: size)
            store.update(h) { buffer in
                for i in list where i < optionCount { buffer[i / 8] |= 1 << UInt8(i % 8) }
                return size
            }
            return h
        case .boolean(let b):
            var v: UInt8 = b ? 1 : 0
            return try withUnsafeBytes(of: &v) { buf in Result { () throws(SecretStoreError) in try store.store(buf) } }
                .get()
        }
    }
}

/// What `FormState.trial` found for a line that was not stored.
public struct Trial: Equatable, Sendable {
    /// What a choice or boolean line chose.
    public enum Choice: Equatable, Sendable {
        case options([Int])
        case boolean(Bool)
    }
    public let verdict: Verdict
    /// The position in the field's rules of the rule behind an error.
    public let rule: Int?
    public let chosen: Choice?
}

/// Why a change was not applied.
public enum FormStateError: Error, Equatable, Sendable, CustomStringConvertible {
    case input(InputError)
    case store(SecretStoreError)
    public var description: String {
        switch self {
        case .input(let e): return e.description
        case .store(let e): return e.description
        }
    }
}

/// Reads like the base state, except one field, which shows a candidate value.
private struct OverrideReader: ValueReader {
    let base: FormState
    let index: Int
    let handle: SecretHandle?

    func field(_ i: Int) -> Field { base.field(i) }
    func isVisible(_ i: Int) -> Bool { base.isVisible(i) }
    func withValue<R>(_ i: Int, _ body: (FieldValue) -> R) -> R {
        guard i == index else { return base.withValue(i, body) }
        guard let handle else { return body(.empty) }
        return base.store.withBytes(handle) { body(FormState.decode($0, shape: base.form.fields[i].shape)) }
    }
}
