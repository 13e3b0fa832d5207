import FormCore

/// ANSI styling, or none: colours only on a terminal without `NO_COLOR` (docs/contract.md, "Command line").
public struct Style: Sendable {
    public let enabled: Bool
    public init(enabled: Bool) { self.enabled = enabled }

    public func apply(_ style: TextStyle, _ text: String) -> String {
        guard enabled else { return text }
        let code: String
        switch style {
        case .plain: return text
        case .bold: code = "1"
        case .dim: code = "2"
        case .red: code = "31"
        case .green: code = "32"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    public var ok: String { apply(.green, ShellText.ok) }
    public var bad: String { apply(.red, ShellText.bad) }
}
