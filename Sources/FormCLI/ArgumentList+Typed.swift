/// Typed options: a value read from an option's text, checked, or a usage error that says
/// what the option takes: `NAME EXPECTING, not 'TEXT'`. Each command reads its options'
/// texts first and their values where it checks them, so errors keep their order.
extension ArgumentList {
    /// The value of `text` as `Value` that passes `valid`; nil when the option was not given.
    public func value<Value: LosslessStringConvertible>(
        _ text: String?, of name: String, expecting: String, where valid: (Value) -> Bool = { _ in true }
    ) throws(CLIError) -> Value? {
        guard let text else { return nil }
        guard let value = Value(text), valid(value) else {
            throw .usage("\(name) \(expecting), not '\(text)'", command: command)
        }
        return value
    }

    /// A count: a whole number in `range`; the error says `takes a whole number from 1 to 64`
    /// unless `expecting` words it.
    public func count(
        _ text: String?, of name: String, in range: ClosedRange<Int>, expecting: String? = nil
    ) throws(CLIError) -> Int? {
        let expecting = expecting ?? "takes a whole number from \(range.lowerBound) to \(range.upperBound)"
        return try value(text, of: name, expecting: expecting) { range.contains($0) }
    }

    /// A count of at least `minimum`.
    public func count(_ text: String?, of name: String, atLeast minimum: Int) throws(CLIError) -> Int? {
        try value(text, of: name, expecting: "takes a whole number of at least \(minimum)") { $0 >= minimum }
    }

    /// A number of seconds, more than 0 and at most `maximum`.
    public func seconds(_ text: String?, of name: String, upTo maximum: Double) throws(CLIError) -> Double? {
        let expecting = "takes a number of seconds (0 < s ≤ \(Int(maximum)))"
        return try value(text, of: name, expecting: expecting) { $0 > 0 && $0 <= maximum }
    }

    /// One of `choices`, named in the error as `a, b or c`.
    public func choice(_ text: String?, of name: String, among choices: [String]) throws(CLIError) -> String? {
        let words =
            choices.count > 1
            ? choices.dropLast().joined(separator: ", ") + " or " + (choices.last ?? "")
            : choices.joined()
        return try value(text, of: name, expecting: "takes " + words) { choices.contains($0) }
    }
}
