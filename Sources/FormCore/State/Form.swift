/// A loaded screen: its layout, fields with compiled rules and resolved conditions,
/// and the dependency graph that keeps revalidation local. Immutable once loaded.
public final class Form: Sendable {
    public let screenId: String
    public let version: String
    public let title: String
    public let minSupportedClientVersion: String?
    public let submit: SubmitTarget?
    /// Display components and fields in document order.
    public let items: [ScreenItem]
    public let fields: [Field]
    public let skipped: [SkippedComponent]
    /// Everything loading found (skips, unknown rules, invalid patterns, …).
    public let issues: [SchemaIssue]
    public let graph: DependencyGraph
    /// The fields by stateKey.
    public let keys: FieldKeyTable
    /// The indices of the secret fields, in document order: what the output gate reads on
    /// every write, so a form of 10,000 plain fields costs it nothing.
    public let secretFieldIndices: [Int]

    init(
        screenId: String, version: String, title: String, minSupportedClientVersion: String?, submit: SubmitTarget?,
        items: [ScreenItem], fields: [Field], skipped: [SkippedComponent], issues: [SchemaIssue], graph: DependencyGraph
    ) {
        self.screenId = screenId
        self.version = version
        self.title = title
        self.minSupportedClientVersion = minSupportedClientVersion
        self.submit = submit
        self.items = items
        self.fields = fields
        self.skipped = skipped
        self.issues = issues
        self.graph = graph
        keys = FieldKeyTable(keys: fields.map(\.key))
        secretFieldIndices = fields.filter { $0.mask != nil }.map(\.index)
    }

    /// The field with a stateKey.
    public func index(ofKey key: String) -> Int? { keys.index(of: key) }

    /// Whether the screen asks for input (a next step) or only shows (a success screen).
    public var hasInputs: Bool { !fields.isEmpty }
}
