import FormCore
import FormSystem

/// The interactive session (docs/contract.md, "The shell"): the small loop that reads a line, feeds the `Flow`
/// and carries out its effects — writing through the sink, reading at the prompt it
/// asks for, sending its requests. The same loop serves a terminal, plain mode, replay
/// and record: only the `LineSource` and the `TextSink` differ.
public final class Shell {
    let out: any TextSink
    let source: any LineSource
    /// The session's flow, changed only by `run`; the prompt's closures read it through
    /// the shell, so they always see the current one.
    var flow: Flow
    let writer: EffectWriter
    let submitter: (any Submitter)?
    /// The last HTTP exchange, for `:last`.
    var lastExchange: HTTPExchange?
    /// The masked payload of the last post, in the store until the next wipe.
    var lastPayload: SecretHandle?
    /// Where each exchange is written as it happens (`--verbose`: stderr).
    let exchangeLog: (any TextSink)?
    /// Told of each verdict shown (`cover`).
    let verdictObserver: SessionPlan.VerdictObserver?
    /// The output gate's masker, and the session's scope of it while `run` runs.
    let masker: SecretMasker
    let keepsSubmittedSecrets: Bool
    var secrets: SecretScope?
    /// `ACCESSIBLE`: nothing drawn over and over (no spinner) on a terminal.
    let accessible: Bool

    /// The shell for `plan`, reading from `source` (made from the plan's input, or wrapped by `record`).
    public init(plan: SessionPlan, store: SecretStore, source: any LineSource) throws(SecretStoreError) {
        self.out = plan.output
        self.source = source
        self.submitter = plan.submitter
        self.exchangeLog = plan.exchangeLog
        self.verdictObserver = plan.observer
        self.masker = plan.secrets
        self.keepsSubmittedSecrets = plan.keepsSubmittedSecrets
        self.accessible = plan.isAccessible
        self.writer = EffectWriter(out: plan.output, style: Style(enabled: plan.colors))
        self.flow = try Flow(
            form: plan.form, store: store, endpoint: plan.endpoint,
            endpointDescription: plan.endpointDescription, canSubmit: plan.submitter != nil,
            checkEndpoint: Shell.endpointCheck(plan.submitter), loaderOptions: plan.loaderOptions,
            endpointPolicy: plan.endpointPolicy, masker: plan.secrets, confirmsQuit: plan.confirmsQuit)
    }

    /// The submitter's check of a URL for `:endpoint URL`; without a submitter nothing is
    /// ever sent, and any URL is taken.
    static func endpointCheck(_ submitter: (any Submitter)?) -> (String) -> HTTPClientError? {
        { url in
            guard let submitter else { return nil }
            do throws(HTTPClientError) { try submitter.check(url: url) } catch { return error }
            return nil
        }
    }

    /// Runs until the flow ends, input ends or `:quit`; returns the exit status. While it
    /// runs, every write of this thread through the output gate masks the values the
    /// current screen holds (read in place) and those the session submitted.
    public func run() -> Int32 {
        let scope = masker.openScope()
        secrets = scope
        // The screen's state, read by the masker on this thread's writes. Not `flow`
        // itself: the masker also runs while `flow.handle` changes it (server text is
        // masked as it is classified), and the state held then is the one from before.
        let held = HeldState(flow.state)
        scope.hold { visit in held.state.forEachSecretValue(visit) }
        defer {
            scope.close(keepingRemembered: keepsSubmittedSecrets)
            secrets = nil
        }
        var event = FlowEvent.start
        while true {
            let effects = flow.handle(event)
            held.state = flow.state
            zeroAnswer(event)
            for effect in effects.dropLast() { perform(effect) }
            switch effects.last {
            case .ask(let ask)?: event = read(ask)
            case .post(let request)?: event = .posted(post(request))
            case .load(let url)?: event = .loaded(url: url, load(url))
            case .exit(let status)?:
                source.wipe()
                return status
            default:
                // Never happens: every list ends with what comes next.
                event = .interrupted
            }
        }
    }

    /// Zeroes the body of a server's answer once the flow has parsed and shown it (docs/contract.md, "Submission"):
    /// the event stays referenced until the next one arrives, through the next prompt.
    func zeroAnswer(_ event: FlowEvent) {
        switch event {
        case .posted(.success(let r)), .loaded(_, .success(let r)): r.body.zero()
        default: break
        }
    }

    /// Carries out an effect that is not what comes next.
    func perform(_ effect: FlowEffect) {
        switch effect {
        case .wipeInput:
            source.wipe()
            // The store was wiped with the values: the kept payload went with them. The
            // server's text goes too (docs/contract.md, "Submission", "Secrets and memory"); method, URL, status and
            // headers stay.
            lastPayload = nil
            lastExchange?.requestBody = nil
            lastExchange?.responseBody = ""
        case .lastExchange: writeLastExchange()
        default: writer.write(effect, flow.state)
        }
        if case .verdict(let v) = effect { verdictObserver?(flow.state.form.screenId, v) }
    }

    /// Reads a line at the prompt the flow asked for.
    func read(_ ask: Ask) -> FlowEvent {
        let prompt = makePrompt(ask)
        let read =
            ask.secret ? source.readSecret(prompt, store: flow.store) : source.readLine(prompt, store: flow.store)
        switch read {
        case .endOfInput: return .endOfInput
        case .interrupted: return .interrupted
        case .tooLong(let limit): return .tooLong(limit: limit)
        case .line(let h): return .line(h)
        }
    }

    /// The prompt with the live check of the text typed (not for secrets), completion and
    /// the value to start the line with; or the flow's question. Its closures read
    /// `self.flow` when they are called, never a copy taken here: the flow is a value, and
    /// a copy would go stale as soon as the shell's flow changed.
    func makePrompt(_ ask: Ask) -> Prompt {
        if let q = ask.question {
            var prompt = Prompt(name: ask.name, mayRemember: { _ in false })
            prompt.question = ShellText.question(q)
            return prompt
        }
        let completions: (String) -> [Completion] = { [unowned self] in flow.complete($0) }
        let mayRemember: (UnsafeRawBufferPointer) -> Bool = { [unowned self] in !flow.namesSecretField($0) }
        guard let f = ask.field, !ask.secret else {
            return Prompt(name: ask.name, completions: completions, mayRemember: mayRemember)
        }
        let live: (UnsafeRawBufferPointer) -> Bool? = { [unowned self] bytes in flow.liveMark(f, line: bytes) }
        var prompt = Prompt(name: ask.name, liveCheck: live, completions: completions, mayRemember: mayRemember)
        prompt.prefill = { [unowned self] body in flow.withEditableValue(f, body) }
        return prompt
    }
}

/// The state a session's secret scope reads its held values from.
final class HeldState {
    var state: FormState
    init(_ state: FormState) { self.state = state }
}
