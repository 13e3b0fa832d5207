/// `regex`: the whole value must match the ICU pattern (as `NSPredicate MATCHES`).
/// A pattern that does not compile fails closed; one that runs out of time fails with
/// the rule's own message and a warning.
public final class RegexRule: Sendable {
    public let pattern: String
    public let compiled: Result<CompiledPattern, PatternError>

    /// The rule for `pattern`, compiled now (once per distinct pattern in the process).
    public init(pattern: String) {
        self.pattern = pattern
        self.compiled = CompiledPattern.compile(pattern)
    }

    /// `schema error: invalid pattern at offset N`, shown as the field's error.
    public static func invalidPatternMessage(_ e: PatternError) -> String {
        "schema error: invalid pattern at offset \(e.offset)"
    }

    func evaluate(_ value: FieldValue, scratch: SecretStore) -> RuleOutcome {
        let compiled: CompiledPattern
        switch self.compiled {
        case .failure(let e): return .failWith(message: RegexRule.invalidPatternMessage(e), warning: nil)
        case .success(let c): compiled = c
        }
        guard case .text(let bytes) = value else { return .pass }
        switch compiled.matches(utf8: bytes, scratch: scratch) {
        case .yes: return .pass
        case .no, .error: return .fail
        case .timeout:
            return .failWith(
                message: nil, warning: "pattern \(pattern) gave up after ICU's time limit (treated as not matching)")
        }
    }
}
