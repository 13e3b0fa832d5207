import FormCore

/// Every sentence and case label `probe` and `vectors` write, in one place.
enum ProbeText {
    static func onlyText(rule: String, type: String) -> String {
        "\(rule) judges text only, and a \(type) holds none"
    }
    static let minLengthOne = "the only shorter value is empty, and every rule but required accepts an empty value"
    static let noDigits = "the valid value has no digit to change"
    static let nothingBreaks = "no value tried breaks it"
    static let nothingPasses = "no value tried passes every rule"
    static let checkDisagrees = "check judges it differently"
    static let noWhenFalse = "no valid payload found that shows the field and makes the rule's when false"

    static func unreachable(visibility: Bool, when: Bool) -> String {
        switch (visibility, when) {
        case (true, true): return "no valid payload found that shows the field and makes the rule's when true"
        case (true, false): return "no valid payload found that shows the field"
        default: return "no valid payload found that makes the rule's when true"
        }
    }

    static func alsoBreaks(_ others: [String]) -> String {
        "every value tried also breaks " + others.joined(separator: ", ")
    }

    static func breaks(_ others: [String]) -> String {
        "every value tried breaks " + others.joined(separator: ", ")
    }

    static func hiddenValue(_ key: String) -> String { "\(key) (a value for a hidden field)" }

    static let withoutPayload = "no payload"
    static let accepted = "accepted"
    static let validPayload = "valid payload"
    static let unchanged = "the valid payload, unchanged"
    static let validRejected = "The server must accept the valid payload before the rules can be probed."

    // MARK: case labels

    static let leftOut = "left out"
    static let empty = "empty"
    static let blank = "blank"
    static let isFalse = "false"
    static let noneChosen = "none chosen"
    static let filled = "filled"
    static let below = "below"
    static let above = "above"
    static let at = "at"
    static let checkDigitWrong = "check digit wrong"
    static let checkDigitRight = "check digit right"
    static let differs = "differs"
    static let equal = "equal"
    static let noMatch = "no match"
    static let match = "match"
    static let spacesOnly = "spaces only"
    static let characterAfter = "no match, character after"
    static let characterBefore = "no match, character before"
    static let newlineAfter = "no match, newline after"
    static let belowUnseen = "below by less than a double"
    static let aboveUnseen = "above by less than a double"
    /// What a `types` case names instead of a rule.
    static let typeRule = "type"
    static let numberAsString = "number as a string"
    static let booleanAsString = "boolean as a string"
    static let wholeWithFraction = "whole number written with .0"
    static let optionTwice = "option twice"
    static let nullForLeftOut = "null for left out"

    /// `at, leading space`, `above, trailing space`.
    static func spaced(_ label: String, leading: Bool) -> String {
        "\(label), \(leading ? "leading" : "trailing") space"
    }

    /// The label of a breaking case with the rule's `when` made false.
    static func whenFalse(_ label: String) -> String { "\(label), when false" }

    /// The label of a rule's first breaking case.
    static func breakingLabel(_ rule: ValidationRule) -> String {
        switch rule.kind {
        case .required: return leftOut
        case .length(let r): return r.bound == .min ? below : above
        case .range(let r): return r.bound == .min ? below : above
        case .luhn: return checkDigitWrong
        case .equalsField: return differs
        case .regex: return noMatch
        }
    }
}
