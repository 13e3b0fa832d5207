/// Judges a posted payload with the shell's semantics, read the other way (SPEC §3):
/// a value for a hidden field, a key no field has, a choice outside the options, or a
/// value of the wrong JSON type is an error of that key; then each visible field gets
/// its first failing rule's message. Used by `formsh check` and the mock backend.
public enum PayloadChecker {
    /// The errors of one payload, one per key, fields in schema order then unknown keys.
    public struct Verdict: Equatable, Sendable {
        public let errors: [(key: String, message: String)]
        public var isValid: Bool { errors.isEmpty }
        public static func == (a: Verdict, b: Verdict) -> Bool {
            a.errors.count == b.errors.count && zip(a.errors, b.errors).allSatisfy { $0.key == $1.key && $0.message == $1.message }
        }
    }

    /// formsh's own messages for structural errors.
    public enum Message {
        public static let unknownKey = "unknown key: no field has it"
        public static let hidden = "value for a hidden field"
        public static func notAnOption(_ v: String) -> String { "\(v) is not one of the options" }
        public static func wrongType(expected: String, found: String) -> String { "expected \(expected), found \(found)" }
        public static func listedTwice(_ v: String) -> String { "\(v) is listed more than once" }
    }

    /// Checks one payload. Values pass through `store` and are freed before returning.
    public static func check(_ bytes: UnsafeRawBufferPointer, form: Form, store: SecretStore) -> Result<Verdict, PayloadLineError> {
        var scanner = PayloadScanner(bytes, store: store)
        defer { scanner.release() }
        let entries: [(key: String, value: PayloadScanner.Value)]
        do { entries = try scanner.entries() } catch { return .failure(error) }

        var structural: [Int: String] = [:]
        var unknown: [(String, String)] = []
        var inputs: [(field: Int, input: ParsedInput)] = []
        for (key, value) in entries {
            guard let index = form.index(ofKey: key) else {
                if !unknown.contains(where: { $0.0 == key }) { unknown.append((key, Message.unknownKey)) }
                continue
            }
            switch interpret(value, field: form.fields[index], payload: bytes, store: store) {
            case .success(let input): inputs.append((index, input))
            case .failure(let problem): structural[index] = problem.message
            }
        }
        let state: FormState
        do { state = try FormState(form: form, store: store, defaults: false) } catch { return .failure(.store(error)) }
        // Released on every path, a store that filled up while loading included.
        defer { state.release() }
        let hidden: [Int]
        do { hidden = try state.load(inputs) } catch { return .failure(.store(error)) }
        for h in hidden where structural[h] == nil { structural[h] = Message.hidden }
        var errors: [(String, String)] = []
        for f in form.fields {
            if let m = structural[f.index] {
                errors.append((f.key, m))
            } else if case .invalid(let m, _) = state.verdict(f.index) {
                errors.append((f.key, m))
            }
        }
        return .success(Verdict(errors: errors + unknown))
    }

    private static func interpret(_ value: PayloadScanner.Value, field: Field, payload: UnsafeRawBufferPointer,
                                  store: SecretStore) -> Result<ParsedInput, KeyProblem> {
        func found(_ v: PayloadScanner.Value) -> String {
            switch v {
            case .scalar(.string): return "a string"
            case .scalar(.number): return "a number"
            case .scalar(.bool): return "a boolean"
            case .scalar(.null): return "null"
            case .array: return "an array"
            case .nested(let what): return what
            }
        }
        func option(_ s: PayloadScanner.Scalar) -> Result<Int, KeyProblem> {
            for (i, o) in field.options.enumerated() {
                switch (o.value, s) {
                case (.string(let v), .string(let h)):
                    if store.withBytes(h, { ValueText.equal($0, v) }) { return .success(i) }
                case (.number(let v), .number(let r)):
                    if let bound = ExactDecimal(json: v), ExactDecimal.compare(input: UnsafeRawBufferPointer(rebasing: payload[r]), with: bound) == 0 {
                        return .success(i)
                    }
                default: continue
                }
            }
            switch s {
            case .string(let h): return .failure(KeyProblem(Message.notAnOption("\"" + store.withBytes(h) { String(decoding: $0, as: UTF8.self) } + "\"")))
            case .number(let r): return .failure(KeyProblem(Message.notAnOption(String(decoding: UnsafeRawBufferPointer(rebasing: payload[r]), as: UTF8.self))))
            default: return .failure(KeyProblem(Message.wrongType(expected: "an option's value", found: found(.scalar(s)))))
            }
        }
        switch field.shape {
        case .text:
            switch (value, field.valueType) {
            case (.scalar(.string(let h)), .string): return .success(.text(store.unsafeBytes(h)))
            case (.scalar(.number(let r)), .number):
                return .success(.text(UnsafeRawBufferPointer(rebasing: payload[r])))
            case (.scalar(.number(let r)), .integer):
                let digits = UnsafeRawBufferPointer(rebasing: payload[r])
                if digits.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
                    return .failure(KeyProblem(Message.wrongType(expected: "an integer", found: "a number with a fraction or exponent")))
                }
                return .success(.text(digits))
            default: return .failure(KeyProblem(Message.wrongType(expected: field.valueType == .string ? "a string" : "a number", found: found(value))))
            }
        case .boolean:
            if case .scalar(.bool(let b)) = value { return .success(.boolean(b)) }
            return .failure(KeyProblem(Message.wrongType(expected: "a boolean", found: found(value))))
        case .choice:
            guard case .scalar(let s) = value, field.options.isEmpty == false else {
                return .failure(KeyProblem(Message.wrongType(expected: "an option's value", found: found(value))))
            }
            return option(s).map { .choice($0) }
        case .choices:
            guard case .array(let items) = value else { return .failure(KeyProblem(Message.wrongType(expected: "an array of option values", found: found(value)))) }
            var chosen: [Int] = []
            for item in items {
                switch option(item) {
                case .success(let i) where chosen.contains(i):
                    return .failure(KeyProblem(Message.listedTwice(field.options[i].valueText)))
                case .success(let i): chosen.append(i)
                case .failure(let m): return .failure(m)
                }
            }
            return .success(chosen.isEmpty ? .empty : .choices(chosen))
        }
    }
}

/// One key's structural problem in a payload.
struct KeyProblem: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
