/// How a display component's design tokens look on a terminal (docs/contract.md, "Form schema").
public enum TextStyle: String, Sendable {
    case plain, bold, dim, red, green

    /// The style of one token; unknown tokens and raw hex colours are plain.
    public static func of(token: String) -> TextStyle {
        switch token {
        case "token.headlineLarge", "token.headlineMedium": return .bold
        case "token.textSecondary", "token.caption": return .dim
        case "token.accentDanger": return .red
        case "token.accentSuccess": return .green
        default: return .plain
        }
    }

    /// The style of a component's props: a colour token wins over a typography token.
    public static func of(textColor: String?, typography: String?) -> TextStyle {
        if let c = textColor, case let s = of(token: c), s != .plain { return s }
        if let t = typography { return of(token: t) }
        return .plain
    }

    /// Whether a value is a raw colour such as `#FF0000` (lint warns: use tokens).
    public static func isHexColor(_ value: String) -> Bool {
        guard value.hasPrefix("#") else { return false }
        let digits = value.dropFirst()
        return [3, 4, 6, 8].contains(digits.count) && digits.allSatisfy(\.isHexDigit)
    }
}
