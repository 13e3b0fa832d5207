/// How many payloads `check` judged valid and invalid, and the line that ends its output.
public struct CheckCounts: Equatable, Sendable {
    public var valid = 0
    public var invalid = 0
    /// Failures per field and rule, when counted (`check --summary`).
    public var failures: FailureTally?

    public init(valid: Int = 0, invalid: Int = 0, failures: FailureTally? = nil) {
        self.valid = valid
        self.invalid = invalid
        self.failures = failures
    }

    public var total: Int { valid + invalid }

    /// `P payloads: V valid, I invalid`.
    public var summary: String {
        "\(total) payload\(total == 1 ? "" : "s"): \(valid) valid, \(invalid) invalid"
    }

    static func + (a: CheckCounts, b: CheckCounts) -> CheckCounts {
        let failures = a.failures.map { x in b.failures.map { x + $0 } ?? x } ?? b.failures
        return CheckCounts(valid: a.valid + b.valid, invalid: a.invalid + b.invalid, failures: failures)
    }
}
