import FormCore
import FormSubmit

extension Shell {
    /// Posts the payload from the secret store and follows the answer (SPEC §6).
    func submit(with submitter: any Submitter) {
        let key = idempotency.key(forRevision: state.revision)
        let payload: SecretHandle
        do { payload = try PayloadEncoder.encode(state) } catch {
            line("  \(render.style.bad) \(error)")
            return
        }
        // On a terminal nothing typed while the request is in flight is echoed, and it is
        // discarded before the next prompt, so it never lands in a field (SPEC §5).
        if source.isTerminal {
            Native.saveTerminal(0)
            Native.echoOff(0)
        }
        defer {
            if source.isTerminal {
                let discarded = Native.discardTypeAhead(0)
                Native.restoreTerminal()
                if discarded > 0 { line(ShellText.typeAheadDiscarded) }
            }
        }
        let spinner = source.isTerminal ? Spinner(out: out) : nil
        let result = store.withBytes(payload) { body in
            submitter.post(body, to: config.endpoint, idempotencyKey: key, progress: spinner.map { s in { s.tick($0) } })
        }
        spinner?.finish()
        store.free(payload)
        switch result {
        case .failure(let error): reportFailure(error)
        case .success(let response):
            line("Submitted to \(config.endpoint): HTTP \(response.status) in \(Int(response.elapsedMilliseconds.rounded())) ms")
            follow(ResponseClassifier.classify(response, redactor: state.secretRedactor))
        }
    }

    func reportFailure(_ error: HTTPClientError) {
        switch error {
        case .cancelled:
            line("Cancelled. Your values are kept; :submit retries.")
        case .bodyTooLarge(let limit):
            line("The server's answer is larger than \(limit / 1024 / 1024) MiB and was refused. Your values are kept; :submit retries.")
        default:
            line(ShellText.noConnection(error.host ?? config.endpoint, error.reason))
        }
    }

    /// Acts on a classified answer: next screen, success, navigation, errors.
    func follow(_ outcome: SubmitOutcome) {
        switch outcome {
        case .screen(let object):
            enter(json: .object(object))
        case .navigate(let route):
            let origin = EndpointResolver.origin(of: config.endpoint) ?? config.endpoint
            switch RouteTarget.resolve(route: route, endpointOrigin: origin) {
            case .load(let url):
                switch config.submitter?.get(url) {
                case .success(let r)?:
                    guard (200..<300).contains(r.status) else {
                        line("Could not load \(url): HTTP \(r.status). Your values are kept; :submit retries.")
                        return
                    }
                    switch r.body.withBytes({ b in Result { () throws(JSONSyntaxError) in try JSONParser.parse(b.assumingMemoryBound(to: UInt8.self)) } }) {
                    case .success(let json): enter(json: state.secretRedactor.redact(json))
                    case .failure(let e): line("Could not load \(url): invalid JSON at \(e). Your values are kept.")
                    }
                case .failure(let e)?: reportFailure(e)
                case nil: break
                }
            case .command(let c): navigate(c)
            case .blocked(let scheme): line(RouteTarget.blockedMessage(scheme: scheme))
            case .unsupported(let r): line(RouteTarget.unsupportedMessage(route: r))
            }
        case .navigation(let c):
            navigate(c)
        case .completed(let status):
            wipeAll()
            line("Submitted (HTTP \(status)).")
            finish()
        case .fieldErrors(let fields, let formErrors):
            var byField: [Int: [String]] = [:]
            var formLevel = formErrors
            for (key, messages) in fields {
                if let i = state.form.index(ofKey: key) { byField[i, default: []] += messages } else {
                    formLevel += messages.map { "\(key): \($0)" }
                }
            }
            state.setServerErrors(byField, formErrors: formLevel)
            line("The server found errors. Your values are kept.")
            for m in formLevel { line("  \(render.style.bad) \(m)") }
            let ordered = byField.keys.sorted()
            for f in ordered {
                let local = state.verdict(f).message.map { " (here: \($0))" } ?? ""
                for m in byField[f] ?? [] { line("  \(render.style.bad) \(state.form.fields[f].key): server: \(m)\(local)") }
            }
            if let first = ordered.first { arrive(at: first, showDisplay: false) }
        case .httpError(let status, let snippet):
            line("The server answered HTTP \(status)" + (snippet.isEmpty ? "" : ": \(snippet)") + ". Your values are kept; :submit retries.")
        }
    }

    /// A screen from the server: the next step, or the success screen.
    func enter(json: JSONValue) {
        let form: Form
        do { form = try FormLoader.load(json: json, options: config.loaderOptions) } catch {
            line("The server's answer is not a screen formsh can show: \(error). Your values are kept.")
            return
        }
        wipeAll()
        screens.append(form)
        show(form)
    }

    func navigate(_ command: NavigationCommand) {
        wipeAll()
        switch command {
        case .popToRoot:
            screens = [screens[0]]
            show(screens[0], pushed: false)
        case .pop:
            if screens.count > 1 { screens.removeLast() }
            show(screens[screens.count - 1], pushed: false)
        case .dismiss:
            line("The server closed the flow.")
            finish()
        }
    }

    /// Shows a screen: a success screen ends the flow; a step is prompted.
    private func show(_ form: Form, pushed: Bool = true) {
        guard let next = try? FormState(form: form, store: store) else {
            line("  \(render.style.bad) the value store is full")
            return
        }
        state = next
        // Revisions start over with the new state: a new screen never reuses an old key.
        idempotency.reset()
        // A step's own submit endpoint, resolved against where the flow has been posting.
        if let e = form.submit?.endpoint,
           let url = EndpointResolver.resolve(explicit: nil, environment: [:], schemaEndpoint: e, schemaURL: config.endpoint, baseURL: nil).url {
            config.endpoint = url
        }
        line("")
        line("\(form.title) · \(form.screenId) v\(form.version)" + (form.hasInputs ? " · \(form.fields.count) field\(form.fields.count == 1 ? "" : "s")" : ""))
        if !form.hasInputs {
            displayCursor = 0
            showDisplay(upTo: form.items.count)
            finish()
            return
        }
        cursor = nil
        startScreen()
    }

    /// The flow completed with a successful submission.
    func finish() {
        succeeded = true
        exitStatus = 0
    }
}

/// A spinner with the elapsed time while a request is in flight; Ctrl-C cancels it.
final class Spinner {
    private let out: any ShellSink
    private var frame = 0
    private var lastTenth = -1
    private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    init(out: any ShellSink) { self.out = out }

    /// Called by the transfer's progress; false cancels.
    func tick(_ seconds: Double) -> Bool {
        if Native.takeInterrupt() { return false }
        let tenth = Int(seconds * 10)
        if tenth != lastTenth {
            lastTenth = tenth
            frame = (frame + 1) % Spinner.frames.count
            out.text("\r\(Spinner.frames[frame]) sending… \(tenth / 10).\(tenth % 10) s")
            out.flush()
        }
        return true
    }

    func finish() {
        out.text("\r\u{1B}[K")
        out.flush()
    }
}
