/// A literal of `equals`, `notEquals` or `in` (docs/contract.md, "Validation and dependent fields"), parsed once at
/// load so that
/// evaluating a condition parses nothing and allocates nothing: a number's exact value,
/// a string's bytes, the boolean it names, and which options of the field it names match.
public struct ConditionLiteral: Sendable {
    /// The literal as the schema wrote it (what tools show and translate).
    public let json: JSONValue
    /// The UTF-8 a text value must equal: a string's text, or `true`/`false` for a
    /// boolean; nil for a number (compared by value) and anything else (never equal).
    private let text: [UInt8]?
    /// A number's exact value (nil when it is not a number, or too large to hold).
    private let number: ExactDecimal?
    /// The value a boolean field must have: a boolean, or the string `true`/`false`.
    private let truth: Bool?
    /// The options of the named field that the literal matches: bit `i % 8` of byte `i / 8`,
    /// the layout of a multi-choice value.
    private let options: [UInt8]

    /// Parses `json` (a string, number or boolean) for a condition on a field with
    /// `options`, comparing it with each option (see `init(_:index:)` for many options).
    public init(_ json: JSONValue, options fieldOptions: [Option] = []) {
        var bits = [UInt8](repeating: 0, count: FieldValue.bitmapByteCount(optionCount: fieldOptions.count))
        for (i, option) in fieldOptions.enumerated() where ConditionLiteral.optionMatches(option, json) {
            bits[i / 8] |= 1 << UInt8(i % 8)
        }
        self.init(json, optionBits: bits)
    }

    /// Parses `json` for a condition on the field whose options `index` holds: the options
    /// it names are looked up, not compared one by one.
    public init(_ json: JSONValue, index: OptionIndex) {
        var bits = [UInt8](repeating: 0, count: FieldValue.bitmapByteCount(optionCount: index.options.count))
        for i in index.matching(json) { bits[i / 8] |= 1 << UInt8(i % 8) }
        self.init(json, optionBits: bits)
    }

    private init(_ json: JSONValue, optionBits: [UInt8]) {
        self.json = json
        switch json {
        case .string(let s):
            text = Array(s.utf8)
            number = nil
            truth = s == "true" ? true : s == "false" ? false : nil
        case .number(let n):
            text = nil
            number = ExactDecimal(json: n)
            truth = nil
        case .bool(let b):
            text = Array((b ? "true" : "false").utf8)
            number = nil
            truth = b
        default:
            text = nil
            number = nil
            truth = nil
        }
        options = optionBits
    }

    /// The options of the field that the literal names, in order (for a choice field:
    /// the options whose choice `matches`).
    public var matchingOptions: [Int] {
        var out: [Int] = []
        for (k, byte) in options.enumerated() where byte != 0 {
            for bit in 0..<8 where byte & (1 << UInt8(bit)) != 0 { out.append(k * 8 + bit) }
        }
        return out
    }

    /// `equals` for one value of the field the literal was parsed for: text compares
    /// bytes (numbers numerically), a choice its option's value, a multi-choice means
    /// "contains", a boolean its truth.
    public func matches(_ value: FieldValue) -> Bool {
        switch value {
        case .empty:
            return false
        case .text(let bytes):
            if let number { return ExactDecimal.compare(input: bytes, with: number) == 0 }
            guard let text else { return false }
            return text.withUnsafeBytes { ValueText.equal(bytes, $0) }
        case .choice(let i):
            return options.withUnsafeBytes { FieldValue.isChosen($0, i) }
        case .choices(let bitmap):
            for k in 0..<min(bitmap.count, options.count) where bitmap[k] & options[k] != 0 { return true }
            return false
        case .boolean(let b):
            return truth == b
        }
    }

    /// Whether an option's value is the literal: numbers by exact value, otherwise by text.
    static func optionMatches(_ option: Option, _ literal: JSONValue) -> Bool {
        switch (option.value, literal) {
        case (.number(let a), .number(let b)):
            guard let x = ExactDecimal(json: a), let y = ExactDecimal(json: b) else { return a == b }
            return x == y
        case (_, .string(let s)): return option.valueText == s
        case (_, .number(let n)): return option.valueText == n
        default: return false
        }
    }
}
