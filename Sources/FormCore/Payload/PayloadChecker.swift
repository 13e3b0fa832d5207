/// Judges a posted payload with the shell's semantics, read the other way (docs/contract.md, "Payload"):
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
        public static func wrongType(expected: String, found: String) -> String {
            "expected \(expected), found \(found)"
        }
        public static func listedTwice(_ v: String) -> String { "\(v) is listed more than once" }
    }

    /// Checks one payload with a judge of its own (`PayloadJudge`); everything it took
    /// from `store` is freed before returning. To judge many payloads, keep a judge.
    public static func check(_ bytes: UnsafeRawBufferPointer, form: Form, store: SecretStore) -> Result<
        Verdict, PayloadLineError
    > {
        do { return try PayloadJudge(form: form, store: store).check(bytes) } catch { return .failure(.store(error)) }
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
