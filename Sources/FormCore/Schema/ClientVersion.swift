/// Version strings compared numerically per dot-separated part (`1.10.0` > `1.9.2`;
/// missing parts count as 0, non-numeric parts as 0).
public struct ClientVersion: Comparable, Sendable, LosslessStringConvertible {
    /// formsh's own version, which is also the app version it emulates by default.
    public static let current = ClientVersion("1.0.0")

    public let text: String
    let parts: [Int]

    public init(_ text: String) {
        self.text = text
        parts = text.split(separator: ".", omittingEmptySubsequences: false).map { part in
            let digits = part.prefix { $0.isASCII && $0.isNumber }
            // A part too large for Int is larger than any version this client could be.
            return Int(digits) ?? (digits.isEmpty ? 0 : Int.max)
        }
    }

    /// Whether the text is one or more dot-separated numbers.
    public var isWellFormed: Bool {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        return !pieces.isEmpty && pieces.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    public static func < (a: ClientVersion, b: ClientVersion) -> Bool {
        let n = max(a.parts.count, b.parts.count)
        for i in 0..<n {
            let x = i < a.parts.count ? a.parts[i] : 0
            let y = i < b.parts.count ? b.parts[i] : 0
            if x != y { return x < y }
        }
        return false
    }

    public static func == (a: ClientVersion, b: ClientVersion) -> Bool { !(a < b) && !(b < a) }

    public var description: String { text }
}
