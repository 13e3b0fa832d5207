/// One problem found while loading a schema: a skipped component, an unknown rule, a
/// pattern that does not compile… Loading collects them all instead of stopping at the
/// first; `lint` prints them, `run` reports the skips and warnings once at load.
public struct SchemaIssue: Equatable, Sendable {
    public enum Severity: String, Sendable { case error, warning }

    public let severity: Severity
    /// A stable code, as `lint` prints it (`unknown-component`, `invalid-regex`, …).
    public let code: String
    public let message: String
    /// JSON Pointer of the place in the schema.
    public let pointer: String

    public init(_ severity: Severity, _ code: String, _ message: String, at pointer: String) {
        self.severity = severity
        self.code = code
        self.message = message
        self.pointer = pointer
    }
}

/// A component that was left out of the screen, reported once with its place.
public struct SkippedComponent: Equatable, Sendable {
    public let type: String?
    public let id: String?
    public let pointer: String
    public let reason: String

    /// `carousel "promo_carousel"`, or `component` when neither is known.
    public var subject: String {
        let what = [type, id.map { "\"\($0)\"" }].compactMap { $0 }.joined(separator: " ")
        return what.isEmpty ? "component" : what
    }

    /// `carousel "promo_carousel" at /components/4: unknown component type`
    public var summary: String { "\(subject) at \(pointer): \(reason)" }
}
