import FormCore

/// What the flow asks its driver to do, in order. Every list of effects ends with what
/// comes next: `.ask` (read a line), `.post` or `.load` (send a request and feed the
/// answer back), or `.exit`.
///
/// Values are not copied into effects: `.header`, `.summary`, `.fields` and `.payload`
/// name fields, and the driver writes their values from the store while it carries the
/// effects out, before the next event.
public enum FlowEffect: Equatable, Sendable {
    /// The first line of a session: the screen, its field count and the endpoint.
    case banner(ScreenSummary, endpoint: String)
    /// A new step of the flow (a blank line, then its title), with the endpoint it posts
    /// to when it has inputs (docs/contract.md, "Submission": each step's banner names its endpoint).
    case screen(ScreenSummary, endpoint: String?)
    /// A line in the shell's own words.
    case note(ShellNote)
    /// A display component of the current screen, by its position in `form.items`.
    case display(item: Int)
    /// A field's header: number, label, `*`, hints, default and options.
    case header(FieldHeader)
    /// A verdict, naming the field and the rule it came from.
    case verdict(FieldVerdict)
    /// Each visible field and its value, after the last field.
    case summary([Int])
    /// The `:fields` table.
    case fields([FieldsRow])
    /// The payload `:submit` would send, secrets masked.
    case payload
    /// The last HTTP exchange (`:last`), or a note that there was none.
    case lastExchange
    /// Zero what the line source keeps (readline history).
    case wipeInput
    /// Read a line at this prompt, then feed `.line`, `.endOfInput`, … back.
    case ask(Ask)
    /// Post the payload, then feed `.posted` back. The driver frees `payload`.
    case post(PostRequest)
    /// GET a screen, then feed `.loaded` back.
    case load(url: String)
    /// The session is over, with this exit status. Values are already wiped.
    case exit(Int32)

    /// Whether this effect ends a list (what to do next).
    public var isNext: Bool {
        switch self {
        case .ask, .post, .load, .exit: return true
        default: return false
        }
    }
}

/// A screen's title line: the banner at start, the title of each later step.
public struct ScreenSummary: Equatable, Sendable {
    public let title: String
    public let screenId: String
    public let version: String
    /// The visible input fields (the N of `[i/N]`), and the hidden ones.
    public let visibleFields: Int
    public let hiddenFields: Int
    public let hasInputs: Bool
}

/// The prompt to read at: a field, the end prompt (`formsh>`) when no field is asked, or
/// a question the flow asks before it goes on.
public struct Ask: Equatable, Sendable {
    /// The field asked, nil at the end prompt and at a question.
    public let field: Int?
    /// The prompt's name: the field's stateKey, or `formsh`.
    public let name: String
    /// A secure field: read without echo, never through readline.
    public let secret: Bool
    /// A yes/no question asked instead of a value (on a terminal only), or nil.
    public var question: Question?

    public init(field: Int?, name: String, secret: Bool, question: Question? = nil) {
        self.field = field
        self.name = name
        self.secret = secret
        self.question = question
    }

    /// What the flow asks before it does something that cannot be undone.
    public enum Question: Equatable, Sendable {
        /// `:quit` or Ctrl-D with values entered and not submitted: `N values will be wiped. Quit? [y/N]`.
        case quit(values: Int)
    }
}

/// A submission the flow wants sent.
public struct PostRequest: Equatable, Sendable {
    public let endpoint: String
    public let idempotencyKey: String
    /// The payload in the store; the driver frees it after sending.
    public let payload: SecretHandle
}

/// One row of `:fields`: visible fields carry their number, hidden ones none.
public struct FieldsRow: Equatable, Sendable {
    public let field: Int
    /// The field's number among the visible fields (`[i/N]`), nil when hidden.
    public let number: Int?
    public let key: String
    public let label: String
    public let type: String
    public let mark: FieldMark
    /// Whether the value column shows a value.
    public let showsValue: Bool
    /// The server's messages for the field, shown under its row until its value changes.
    public var serverMessages: [String] = []
}

/// The state column of `:fields`.
public enum FieldMark: Equatable, Sendable {
    case valid, invalid, notVisited, hidden
}
