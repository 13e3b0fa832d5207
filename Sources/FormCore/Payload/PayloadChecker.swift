/// Judges a posted payload with the shell's semantics, read the other way (SPEC §3):
/// a value for a hidden field, a key no field has, a choice outside the options, or a
/// value of the wrong JSON type is an error of that key; then each visible field gets
/// its first failing rule's message. Used by `formsh check` and the mock backend.
public enum PayloadChecker {
    /// One key's error: its message and what it broke — a rule's name, or `type`,
    /// `unknownKey`, `hidden`, `option` or `duplicateKey` for the payload's own faults.
    public struct KeyError: Equatable, Sendable {
        public let key: String
        public let message: String
        public let rule: String

        public init(key: String, message: String, rule: String) {
            self.key = key
            self.message = message
            self.rule = rule
        }
    }

    /// The errors of one payload, one per key, fields in schema order then unknown keys.
    public struct Verdict: Equatable, Sendable {
        public let errors: [KeyError]
        public var isValid: Bool { errors.isEmpty }
    }

    /// formsh's own messages for structural errors.
    public enum Message {
        public static let unknownKey = "unknown key: no field has it"
        public static let hidden = "value for a hidden field"
        public static let duplicateKey = "the key appears more than once"
        public static func notAnOption(_ v: String) -> String { "\(v) is not one of the options" }
        public static func wrongType(expected: String, found: String) -> String { "expected \(expected), found \(found)" }
        public static func listedTwice(_ v: String) -> String { "\(v) is listed more than once" }
    }

    /// Checks one payload. The payload is copied into a block of `store` and read there,
    /// in place; everything is freed before returning.
    public static func check(_ bytes: UnsafeRawBufferPointer, form: Form, store: SecretStore) -> Result<Verdict, PayloadLineError> {
        let block: SecretHandle
        do { block = try store.store(bytes) } catch { return .failure(.store(error)) }
        var scratch = Scratch(store: store)
        defer {
            scratch.release()
            store.free(block)
        }
        let payload = UnsafeMutableRawBufferPointer(mutating: store.unsafeBytes(block))
        let members: PayloadMembers
        do { members = try PayloadMembers(block: payload) } catch { return .failure(error) }

        var structural: [Int: KeyProblem] = [:]
        var unknown: [KeyError] = []
        var inputs: [(field: Int, input: ParsedInput)] = []
        var given = [Bool](repeating: false, count: form.fields.count)
        for (key, value) in members.members {
            guard let index = form.index(ofKey: key) else {
                if !unknown.contains(where: { $0.key == key }) { unknown.append(KeyError(key: key, message: Message.unknownKey, rule: "unknownKey")) }
                continue
            }
            if given[index] {
                structural[index] = KeyProblem(Message.duplicateKey, rule: "duplicateKey")
                continue
            }
            given[index] = true
            do {
                switch try interpret(value, field: form.fields[index], payload: UnsafeRawBufferPointer(payload), scratch: &scratch) {
                case .success(let input): inputs.append((index, input))
                case .failure(let problem): structural[index] = problem
                }
            } catch { return .failure(.store(error)) }
        }
        inputs.removeAll { structural[$0.field] != nil }
        let state: FormState
        do { state = try FormState(form: form, store: store, defaults: false) } catch { return .failure(.store(error)) }
        // Released on every path, a store that filled up while loading included.
        defer { state.release() }
        let hidden: [Int]
        do { hidden = try state.load(inputs) } catch { return .failure(.store(error)) }
        for h in hidden where structural[h] == nil { structural[h] = KeyProblem(Message.hidden, rule: "hidden") }
        var errors: [KeyError] = []
        for f in form.fields {
            if let p = structural[f.index] {
                errors.append(KeyError(key: f.key, message: p.message, rule: p.rule))
            } else if case .invalid(let m, _) = state.verdict(f.index) {
                let rule = Validator.failingRule(of: f.index, in: state.ruleContext)?.name ?? "type"
                errors.append(KeyError(key: f.key, message: m, rule: rule))
            }
        }
        return .success(Verdict(errors: errors + unknown))
    }

    /// Blocks of the store taken for numbers written out in full, freed after the check.
    struct Scratch {
        let store: SecretStore
        var blocks: [SecretHandle] = []

        /// The plain decimal form of a payload number (the number itself when it has no exponent).
        mutating func plainNumber(_ raw: UnsafeRawBufferPointer, field: Field) throws(SecretStoreError) -> UnsafeRawBufferPointer {
            let bounds = PayloadNumber.Bounds(field)
            guard let length = PayloadNumber.plainLength(raw, bounds: bounds) else { return raw }
            let h = try store.allocate(capacity: length)
            blocks.append(h)
            store.update(h) { PayloadNumber.writePlain(raw, bounds: bounds, into: $0) }
            return store.unsafeBytes(h)
        }

        func release() { for b in blocks { store.free(b) } }
    }

    private static func interpret(_ value: PayloadMembers.Value, field: Field, payload: UnsafeRawBufferPointer,
                                  scratch: inout Scratch) throws(SecretStoreError) -> Result<ParsedInput, KeyProblem> {
        func bytes(_ r: Range<Int>) -> UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: payload[r]) }
        func found(_ v: PayloadMembers.Value) -> String {
            switch v {
            case .scalar(.string): return "a string"
            case .scalar(.number): return "a number"
            case .scalar(.bool): return "a boolean"
            case .scalar(.null): return "null"
            case .array: return "an array"
            case .nested(let what): return what
            }
        }
        func wrongType(_ expected: String) -> Result<ParsedInput, KeyProblem> {
            .failure(KeyProblem(Message.wrongType(expected: expected, found: found(value)), rule: "type"))
        }
        func option(_ s: PayloadMembers.Scalar) -> Result<Int, KeyProblem> {
            for (i, o) in field.options.enumerated() {
                switch (o.value, s) {
                case (.string(let v), .string(let r)):
                    if ValueText.equal(bytes(r), v) { return .success(i) }
                case (.number(let v), .number(let r)):
                    if let a = ExactDecimal(json: bytes(r)), let b = ExactDecimal(json: v), a == b { return .success(i) }
                default: continue
                }
            }
            switch s {
            case .string(let r): return .failure(KeyProblem(Message.notAnOption("\"" + String(decoding: bytes(r), as: UTF8.self) + "\""), rule: "option"))
            case .number(let r): return .failure(KeyProblem(Message.notAnOption(String(decoding: bytes(r), as: UTF8.self)), rule: "option"))
            default: return .failure(KeyProblem(Message.wrongType(expected: "an option's value", found: found(.scalar(s))), rule: "type"))
            }
        }
        switch field.shape {
        case .text:
            switch (value, field.valueType) {
            case (.scalar(.string(let r)), .string): return .success(.text(bytes(r)))
            case (.scalar(.number(let r)), .number): return .success(.text(try scratch.plainNumber(bytes(r), field: field)))
            case (.scalar(.number(let r)), .integer):
                // An integer by value: `12.0` and `1.2e1` are 12.
                let plain = try scratch.plainNumber(bytes(r), field: field)
                guard let dot = plain.firstIndex(of: UInt8(ascii: ".")) else { return .success(.text(plain)) }
                guard plain[(dot + 1)...].allSatisfy({ $0 == UInt8(ascii: "0") }) else {
                    return .failure(KeyProblem(Message.wrongType(expected: "an integer", found: "a number with a fraction"), rule: "type"))
                }
                return .success(.text(UnsafeRawBufferPointer(rebasing: plain[..<dot])))
            default: return wrongType(field.valueType == .string ? "a string" : "a number")
            }
        case .boolean:
            if case .scalar(.bool(let b)) = value { return .success(.boolean(b)) }
            return wrongType("a boolean")
        case .choice:
            guard case .scalar(let s) = value, field.options.isEmpty == false else { return wrongType("an option's value") }
            return option(s).map { .choice($0) }
        case .choices:
            guard case .array(let items) = value else { return wrongType("an array of option values") }
            var chosen: [Int] = []
            for item in items {
                switch option(item) {
                case .success(let i) where chosen.contains(i):
                    return .failure(KeyProblem(Message.listedTwice(field.options[i].valueText), rule: "option"))
                case .success(let i): chosen.append(i)
                case .failure(let m): return .failure(m)
                }
            }
            return .success(chosen.isEmpty ? .empty : .choices(chosen))
        }
    }
}

/// One key's structural problem in a payload, and the name `check --json` gives it.
struct KeyProblem: Error {
    let message: String
    let rule: String
    init(_ message: String, rule: String) {
        self.message = message
        self.rule = rule
    }
}
