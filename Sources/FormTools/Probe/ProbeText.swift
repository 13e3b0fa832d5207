/// Every sentence `probe` writes, in one place.
enum ProbeText {
    static func onlyText(rule: String, type: String) -> String {
        "\(rule) judges text only, and a \(type) holds none"
    }
    static let minLengthOne = "the only shorter value is empty, and every rule but required accepts an empty value"
    static let noDigits = "the valid value has no digit to change"
    static let nothingBreaks = "no value tried breaks it"
    static let checkDisagrees = "check judges it differently"

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

    static func hiddenValue(_ key: String) -> String { "\(key) (a value for a hidden field)" }

    static let leftOut = "left out"
    static let withoutPayload = "no payload"
    static let accepted = "accepted"
}
