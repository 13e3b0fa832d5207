/// How a field's value is held in the secret store.
public enum ValueShape: Sendable {
    /// UTF-8 text as typed.
    case text
    /// One option index (4 bytes, little-endian).
    case choice
    /// A bitmap of chosen option indices, one bit each.
    case choices
    /// One byte, 0 or 1.
    case boolean
}

/// A field's current value, read in place from the store inside a scoped accessor.
public enum FieldValue {
    case empty
    case text(UnsafeRawBufferPointer)
    case choice(Int)
    /// Bitmap of chosen option indices.
    case choices(UnsafeRawBufferPointer)
    case boolean(Bool)

    /// Bytes of a multi-choice bitmap over `optionCount` options.
    public static func bitmapByteCount(optionCount: Int) -> Int { (optionCount + 7) / 8 }

    /// Whether option `i` is chosen in a multi-choice bitmap.
    public static func isChosen(_ bitmap: UnsafeRawBufferPointer, _ i: Int) -> Bool {
        i / 8 < bitmap.count && bitmap[i / 8] & (1 << UInt8(i % 8)) != 0
    }

    /// Empty in the sense of docs/contract.md, "Validation and dependent fields" item 3: blank text, nothing chosen.
    /// Booleans are never empty.
    public var isBlank: Bool {
        switch self {
        case .empty: return true
        case .text(let b): return ValueText.isBlank(b)
        case .choice: return false
        case .choices(let bitmap): return !bitmap.contains { $0 != 0 }
        case .boolean: return false
        }
    }
}

/// What a typed line means for a field, before it is stored.
public enum ParsedInput {
    /// Store these bytes as the text value (they are the typed line itself).
    case text(UnsafeRawBufferPointer)
    /// A schema's `defaultValue` for a text field (schema text, not user data).
    case defaultText(String)
    case choice(Int)
    case choices([Int])
    case boolean(Bool)
    /// Nothing chosen / cleared.
    case empty
}
