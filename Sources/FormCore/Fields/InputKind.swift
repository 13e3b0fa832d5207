/// One kind of input field (docs/contract.md, "Form schema"). Each kind lives in its own file and knows how a
/// typed line becomes a value, how its value is shown, and how it goes into a payload.
public protocol InputKind: Sendable {
    /// The schema's `type`.
    var typeName: String { get }
    var shape: ValueShape { get }
    /// Whether the value is secret (never a String, masked when shown).
    var isSecret: Bool { get }
    /// Interprets one typed line for this field.
    func parse(_ line: UnsafeRawBufferPointer, field: Field) -> Result<ParsedInput, InputError>
}

/// Why a typed line was not accepted; the value stays as it was. The description says
/// what is wrong with the line only: whether a value was kept is the caller's to say.
public enum InputError: Error, Equatable, Sendable, CustomStringConvertible {
    case keyboard(character: String, keyboard: KeyboardType)
    /// A second `.` or `,` on the decimalPad keyboard, which has one decimal separator.
    case secondSeparator(character: String)
    case noSuchOption(String)
    case ambiguousOption(String, matches: [String])
    case notABoolean(String)
    case notUTF8
    case tooLong(limit: Int)

    public var description: String {
        switch self {
        case .keyboard(let c, let k): return "\(c) cannot be typed on the \(k.rawValue) keyboard"
        case .secondSeparator(let c):
            return
                "a second separator \(c) cannot be typed on the decimalPad keyboard (one decimal separator, no thousands separators)"
        case .noSuchOption(let s): return "no option matches \"\(s)\""
        case .ambiguousOption(let s, let m): return "\"\(s)\" matches several options: \(m.joined(separator: ", "))"
        case .notABoolean(let s): return "\"\(s)\" is not yes or no (y/yes/n/no/true/false)"
        case .notUTF8: return "the line is not valid UTF-8"
        case .tooLong(let limit): return "the value is longer than \(limit) bytes"
        }
    }
}
