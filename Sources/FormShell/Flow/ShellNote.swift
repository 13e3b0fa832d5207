/// A line in the shell's own words, decided by the flow; `ShellText` words it.
public enum ShellNote: Equatable, Sendable {
    // session
    case intro
    /// The store could not lock its memory (the store's own words).
    case lockWarning(String)
    case skipped(String)
    /// An error in the schema found at load: the field works without that part.
    case loadError(message: String, pointer: String)
    case tooLong(limit: Int)
    case notAtField
    case allValid
    /// Every field passes the form's rules, and the server's messages still stand beside some.
    case allValidServerStanding(messages: Int)
    /// `:validate` found nothing wrong.
    case everyFieldValid
    case wiped
    /// A line that cannot be a value of the field (keyboard filter, no such option, …),
    /// naming the field, whether it was typed at its prompt, given to `:set` or `:try`.
    case rejected(key: String, reason: String)
    /// A line at a secure prompt that begins with a single `:` and is not a command that
    /// works there: nothing was stored, and nothing of the line is repeated.
    case secretPromptRefused
    /// The commands that work at a secure prompt, and how a value beginning with `:` is typed.
    case secretPromptHelp(commands: [String])
    /// The answer to the quit question was not yes: the session goes on.
    case notQuitting
    /// `:keys`: a prefix that cannot be typed, and why.
    case typedRejected(typed: String, reason: String)
    /// A server message beside a field's verdict.
    case serverBeside(String)
    // commands
    case unknownCommand(String)
    case keyNeeded
    case unknownField(String)
    case hiddenField(String)
    case secretField(String)
    case alreadyFirst
    case endpoint(String)
    /// `:endpoint URL` with a URL that cannot be posted to, and why.
    case endpointRefused(String)
    /// A next step's own endpoint on another origin than the flow's, without `--follow-endpoints`.
    case stepEndpointOtherOrigin(url: String, origin: String, flowOrigin: String)
    /// A next step's own endpoint that fails the checks made at start, and why.
    case stepEndpointNotAllowed(url: String, reason: String)
    /// `:submit` while the step's endpoint is refused: nothing sent, values kept.
    indirect case notSent(ShellNote)
    case helpEntry(usage: String, summary: String, width: Int)
    case helpEscape
    /// A line of `:rules`, from the rule catalog.
    case ruleLine(String)
    case schemaTitle(title: String, screenId: String, version: String, minClient: String?)
    case schemaCounts(fields: Int, visible: Int, displays: Int, skipped: Int)
    case schemaSkipped(String)
    case schemaIssue(severity: String, code: String, message: String, pointer: String)
    case payloadError(String)
    // submission
    case cannotSubmit(invalid: Int)
    case noSubmitter
    case submitted(endpoint: String, status: Int, milliseconds: Int)
    case cancelled
    case bodyTooLarge(limit: Int)
    case noConnection(host: String, reason: String)
    case loadFailed(url: String, status: Int)
    case loadNotJSON(url: String, error: String)
    /// A route the flow will not follow (FormSubmit's words).
    case routeRefused(String)
    case completed(status: Int)
    /// A line of a successful answer's body that is not a screen (masked, pretty-printed).
    case answerBody(String)
    /// How many lines of that body were cut.
    case answerBodyCut(more: Int)
    case serverFoundErrors
    case formError(String)
    case serverFieldError(key: String, message: String, local: String?)
    case httpError(status: Int, snippet: String)
    case notAScreen(String)
    case flowClosed
    case storeFull
}
