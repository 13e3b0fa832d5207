/// A field's options by value, so that a condition's literal, a default or the other
/// version of a field finds the options it names with one look-up instead of a pass over
/// every option (a dropdown of 10,000 branches). Built once per use; immutable.
public struct OptionIndex: Sendable {
    public let options: [Option]
    /// The first option of each value (`Key`).
    private let first: [Key: Int]
    /// The next option with the same value as option `i`, or -1.
    private let next: [Int]
    /// Whether some option's value is neither a string nor a number (never decoded from a
    /// schema, but an `Option` can hold one): those are compared one by one.
    private let hasOtherKinds: Bool

    /// An option value's identity as data: a string by its text, a number by its exact
    /// value (`1` and `1.0` are one), or by its spelling when it is too large to hold.
    private enum Key: Hashable {
        case text(String)
        case number(String)
        case spelling(String)

        init?(_ value: JSONValue) {
            switch value {
            case .string(let s): self = .text(s)
            case .number(let n): self = ExactDecimal(json: n).map { .number($0.description) } ?? .spelling(n)
            default: return nil
            }
        }
    }

    public init(_ options: [Option]) {
        self.options = options
        var first: [Key: Int] = [:]
        first.reserveCapacity(options.count)
        var next = [Int](repeating: -1, count: options.count)
        // The last option of each value so far, by the value's first option.
        var last = [Int](repeating: -1, count: options.count)
        var hasOtherKinds = false
        for (i, option) in options.enumerated() {
            guard let key = Key(option.value) else {
                hasOtherKinds = true
                continue
            }
            // One hash per option; a value seen before (rare) puts its first option back.
            if let head = first.updateValue(i, forKey: key) {
                first[key] = head
                next[last[head]] = i
                last[head] = i
            } else {
                last[i] = i
            }
        }
        self.first = first
        self.next = next
        self.hasOtherKinds = hasOtherKinds
    }

    /// The options a condition's literal names, in order: what
    /// `ConditionLiteral.optionMatches(_:_:)` answers for each option (a number literal
    /// by exact value against a number option, by text against a string option; a string
    /// literal by text against the option's value text).
    public func matching(_ literal: JSONValue) -> [Int] {
        var out: [Int]
        switch literal {
        case .string(let s):
            // String options with that text; number options spelt so.
            out = all(.text(s))
            if let x = ExactDecimal(json: s) {
                out += all(.number(x.description)).filter { options[$0].valueText == s }
            } else {
                out += all(.spelling(s))
            }
        case .number(let n):
            out = all(.text(n)) + (ExactDecimal(json: n).map { all(.number($0.description)) } ?? all(.spelling(n)))
        default:
            return []
        }
        if hasOtherKinds {
            for (i, o) in options.enumerated() where Key(o.value) == nil && ConditionLiteral.optionMatches(o, literal) {
                out.append(i)
            }
        }
        return out.sorted()
    }

    /// The first option whose value is the same data as option `i`'s (strings by text,
    /// numbers by exact value: `1` and `1.0` are one option); `i` itself when none comes before.
    public func firstWithSameValue(as i: Int) -> Int {
        first(sameValueAs: options[i].value) ?? i
    }

    /// The first option whose value is the same data as `value` (a string by text, a
    /// number by exact value), or nil.
    public func first(sameValueAs value: JSONValue) -> Int? {
        guard let key = Key(value) else { return options.firstIndex { $0.value == value } }
        return first[key]
    }

    /// Every option with the value `key`, in order.
    private func all(_ key: Key) -> [Int] {
        var out: [Int] = []
        var i = first[key] ?? -1
        while i >= 0 {
            out.append(i)
            i = next[i]
        }
        return out
    }
}
