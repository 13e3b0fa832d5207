/// How many payloads `check` judged valid and invalid, and the line that ends its output.
public struct CheckCounts: Equatable, Sendable {
    public var valid = 0
    public var invalid = 0

    public init(valid: Int = 0, invalid: Int = 0) {
        self.valid = valid
        self.invalid = invalid
    }

    public var total: Int { valid + invalid }

    /// `P payloads: V valid, I invalid`.
    public var summary: String {
        "\(total) payload\(total == 1 ? "" : "s"): \(valid) valid, \(invalid) invalid"
    }

    static func + (a: CheckCounts, b: CheckCounts) -> CheckCounts {
        CheckCounts(valid: a.valid + b.valid, invalid: a.invalid + b.invalid)
    }
}
