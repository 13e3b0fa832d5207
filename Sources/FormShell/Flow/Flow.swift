import FormCore

/// What comes next in a session (docs/contract.md, "The shell"), decided without I/O: `handle` takes an event
/// and returns effects. It prompts every visible field in order, validates each change,
/// runs `:` commands and follows the server's answers through the steps of a flow. The
/// terminal, plain mode, replay and record all drive it through `Shell`, which carries
/// the effects out; tests drive it directly. Commands are functions over `inout Flow`
/// made of its named operations (`Flow+Commands`, `Flow+Moving`, `Flow+Listing`).
///
/// A value, with two references inside: a copy has its own cursor, list of fields asked,
/// screens, endpoint and idempotency key, but shares the `SecretStore` and the current
/// screen's `FormState` (both classes), which hold the values, verdicts and visited marks.
/// A value set through one copy is seen by the other, and a wipe through one wipes both;
/// a copy that moves to another screen makes a `FormState` of its own there, after wiping
/// the shared one. So a copy is a snapshot of where the flow is, not of the values: one
/// session drives one flow (`Shell.flow`), and copies serve tests and inspection.
public struct Flow {
    public let store: SecretStore
    /// The current screen's values and verdicts.
    public internal(set) var state: FormState
    /// Screens of the flow, first to current (for `pop` and `pop_to_root`).
    var screens: [Form]
    /// The field being asked, or nil at the end prompt.
    public internal(set) var cursor: Int?
    var prompted: Set<Int> = []
    /// How far the display components of the screen have been shown.
    var displayCursor = 0
    var idempotency = IdempotencyKey()
    /// Where `:submit` posts, and how the banner names it.
    public internal(set) var endpoint: String
    public internal(set) var endpointDescription: String
    let loaderOptions: FormLoader.Options
    /// Whether the driver can send requests; without, `:submit` says nothing was sent.
    let canSubmit: Bool
    /// Why a URL cannot be posted to (the submitter's check, made before any connection), or nil.
    let checkEndpoint: (String) -> HTTPClientError?
    /// Where next steps post: the endpoint given for all of them, or each step's own.
    let endpointPolicy: EndpointPolicy
    /// A next step's endpoint that was not taken; `:submit` refuses until `:endpoint URL`.
    var refusedEndpoint: RefusedEndpoint?
    /// Masks secrets in a server's text before anything is cut from it (docs/contract.md, "Submission"): the
    /// session's held and submitted values, and card numbers.
    let masker: SecretMasker
    var succeeded = false
    /// Whether `:quit` and end of input ask before wiping values entered (a person at a
    /// terminal; never plain mode, replay or record).
    let confirmsQuit: Bool
    /// The quit question is being asked.
    var askingToQuit = false
    /// Fields of this screen given a value by a line or `:set` (not defaults), for the quit question.
    var entered: Set<Int> = []
    /// Fields an answer flagged that are still to be visited, in schema order (docs/contract.md, "The shell").
    var serverQueue: [Int] = []
    /// The effects of the event being handled.
    var effects: [FlowEffect] = []

    public init(
        form: Form, store: SecretStore, endpoint: String, endpointDescription: String, canSubmit: Bool,
        checkEndpoint: @escaping (String) -> HTTPClientError?, loaderOptions: FormLoader.Options,
        endpointPolicy: EndpointPolicy = .steps(followOrigins: false), masker: SecretMasker = SecretMasker(),
        idempotency: IdempotencyKey = IdempotencyKey(), confirmsQuit: Bool = false
    ) throws(SecretStoreError) {
        self.store = store
        self.confirmsQuit = confirmsQuit
        self.state = try FormState(form: form, store: store)
        self.screens = [form]
        self.endpoint = endpoint
        self.endpointDescription = endpointDescription
        self.canSubmit = canSubmit
        self.checkEndpoint = checkEndpoint
        self.loaderOptions = loaderOptions
        self.endpointPolicy = endpointPolicy
        self.masker = masker
        self.idempotency = idempotency
    }

    /// Handles one event; the effects end with what comes next (`FlowEffect.isNext`).
    public mutating func handle(_ event: FlowEvent) -> [FlowEffect] {
        effects = []
        switch event {
        case .start:
            emit(.banner(summary(of: state.form), endpoint: endpointDescription))
            note(.intro)
            if let w = store.lockWarning { note(.lockWarning(w)) }
            startScreen()
        case .line(let h):
            line(h)
        case .endOfInput:
            endOfInput()
        case .interrupted:
            // Ctrl-C at the quit question answers no.
            askingToQuit = false
        case .tooLong(let limit):
            note(.tooLong(limit: limit))
        case .posted(let result):
            answer(result)
        case .loaded(let url, let result):
            loaded(url, result)
        }
        if !(effects.last?.isNext ?? false) { emit(.ask(ask)) }
        return effects
    }

    /// The prompt for the field being asked, the end prompt, or the quit question.
    public var ask: Ask {
        if askingToQuit {
            return Ask(field: nil, name: ShellText.quitPrompt, secret: false, question: .quit(values: enteredValues))
        }
        guard let f = cursor else { return Ask(field: nil, name: ShellText.endPrompt, secret: false) }
        let field = state.form.fields[f]
        return Ask(field: f, name: field.key, secret: field.isSecret)
    }

    // MARK: lines

    /// A line: a command (`:`), an escaped value (`::`), a value for the current field, or
    /// the answer to the quit question. A secure prompt has rules of its own (`secretLine`).
    mutating func line(_ h: SecretHandle) {
        if askingToQuit {
            answerQuitQuestion(h)
            return
        }
        if let f = cursor, state.form.fields[f].isSecret {
            secretLine(h, at: f)
            return
        }
        let kind = store.withBytes(h) { b -> Int in
            guard b.count > 0, b[0] == UInt8(ascii: ":") else { return 0 }
            return b.count > 1 && b[1] == UInt8(ascii: ":") ? 2 : 1
        }
        if kind == 1 {
            let text = store.withBytes(h) { String(decoding: $0, as: UTF8.self) }
            store.free(h)
            runCommand(String(text.dropFirst()))
            return
        }
        defer { store.free(h) }
        guard let f = cursor else {
            note(.notAtField)
            return
        }
        store.withBytes(h) { b in
            enterValue(kind == 2 ? UnsafeRawBufferPointer(rebasing: b[1...]) : b, for: f)
        }
    }

    /// Whether a command line names a secret field as its first argument (`:set card_cvv …`,
    /// `:try 3 …`): such a line never enters the history.
    public func namesSecretField(_ line: UnsafeRawBufferPointer) -> Bool {
        guard line.first == UInt8(ascii: ":") else { return false }
        let words = line.split(separator: UInt8(ascii: " "), maxSplits: 2, omittingEmptySubsequences: true)
        guard words.count > 1 else { return false }
        let key = String(decoding: words[1], as: UTF8.self)
        var index = state.form.index(ofKey: key)
        if index == nil, let n = Int(key), n >= 1, n <= state.visibleFields.count { index = state.visibleFields[n - 1] }
        return index.map { state.form.fields[$0].isSecret } ?? false
    }

    /// A typed value for the field being asked.
    mutating func enterValue(_ bytes: UnsafeRawBufferPointer, for f: Int) {
        if bytes.isEmpty && state.hasValue(f) {
            // An empty line accepts the current value or the default.
            state.markVisited(f)
            showVerdict(f, .entered)
            if state.verdict(f).isValid { advance() }
            return
        }
        if storeValue(bytes, in: f, shown: .entered), state.verdict(f).isValid { advance() }
    }

    /// Stores `bytes` as field `f`'s value (a typed line, `:set`) and shows what came of
    /// it: the refusal naming the field, or the verdict (`context`) and the flips.
    /// - Returns: whether the value was stored.
    @discardableResult
    mutating func storeValue(_ bytes: UnsafeRawBufferPointer, in f: Int, shown context: FieldVerdict.Context) -> Bool {
        switch state.set(f, line: bytes) {
        case .failure(let e):
            note(.rejected(key: state.form.fields[f].key, reason: e.description))
            return false
        case .success(let report):
            entered.insert(f)
            forgetHidden(report)
            state.markVisited(f)
            showVerdict(f, context)
            showFlips(report)
            return true
        }
    }

    /// Ends the session: every value and the line source's history wiped.
    mutating func end(_ status: Int32) {
        state.wipe()
        emit(.wipeInput)
        emit(.exit(status))
    }

    // MARK: effects

    mutating func emit(_ effect: FlowEffect) { effects.append(effect) }
    mutating func note(_ n: ShellNote) { effects.append(.note(n)) }

    func summary(of form: Form) -> ScreenSummary {
        let visible = form === state.form ? state.visibleFields.count : form.fields.count
        return ScreenSummary(
            title: form.title, screenId: form.screenId, version: form.version,
            visibleFields: visible, hiddenFields: form.fields.count - visible, hasInputs: form.hasInputs)
    }
}
