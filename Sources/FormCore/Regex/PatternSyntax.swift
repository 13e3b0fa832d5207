/// A pattern read by `PatternParser`: its tree, the ICU-only constructs met on the way,
/// and its text for excerpts.
public struct PatternSyntax: Sendable {
    public let root: PatternNode
    /// ICU constructs other dialects lack, in order of first appearance (lenient only:
    /// the strict reading refuses them all).
    public let extensions: [PatternExtension]
    let units: [UInt16]

    /// The pattern in the strict reading, or nil when the pattern is outside it (see
    /// `PatternParser.Mode.strict`); then ICU alone knows what it means.
    public static func strict(_ pattern: String) -> PatternSyntax? {
        PatternParser.parse(pattern, mode: .strict)
    }

    /// The pattern in the lenient reading, which never fails (see `PatternParser.Mode.lenient`).
    public static func lenient(_ pattern: String) -> PatternSyntax {
        guard let syntax = PatternParser.parse(pattern, mode: .lenient) else {
            preconditionFailure("the lenient reading refused \(pattern)")
        }
        return syntax
    }

    /// The pattern's text between two UTF-16 offsets.
    public func text(_ range: Range<Int>) -> String {
        String(decoding: units[max(0, range.lowerBound)..<min(units.count, range.upperBound)], as: UTF16.self)
    }
}
