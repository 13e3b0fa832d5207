import FormCore

extension Flow {
    /// `:submit` once every visible field is valid: encodes the payload into the store and
    /// asks the driver to post it.
    mutating func submit() {
        guard canSubmit else {
            note(.noSubmitter)
            return
        }
        if let refused = refusedEndpoint {
            note(.notSent(refused.reason))
            return
        }
        let key = idempotency.key(forRevision: state.revision)
        do {
            let payload = try PayloadEncoder.encode(state)
            emit(.post(PostRequest(endpoint: endpoint, idempotencyKey: key, payload: payload)))
        } catch {
            note(.payloadError(error.description))
        }
    }

    /// The answer to a submission (docs/contract.md, "Submission").
    mutating func answer(_ result: Result<HTTPResponse, HTTPClientError>) {
        switch result {
        case .failure(let error):
            failed(error)
        case .success(let response):
            note(
                .submitted(
                    endpoint: endpoint, status: response.status,
                    milliseconds: Int(response.elapsedMilliseconds.rounded())))
            follow(ResponseClassifier.classify(response, masker: masker), of: response)
        }
    }

    mutating func failed(_ error: HTTPClientError) {
        switch error {
        case .cancelled: note(.cancelled)
        case .bodyTooLarge(let limit): note(.bodyTooLarge(limit: limit))
        default: note(.noConnection(host: error.host ?? endpoint, reason: error.reason))
        }
    }

    /// Acts on a classified answer: next screen, success, navigation, errors.
    mutating func follow(_ outcome: SubmitOutcome, of response: HTTPResponse) {
        switch outcome {
        case .screen(let object):
            enter(json: .object(object))
        case .navigate(let route):
            let origin = EndpointResolver.origin(of: endpoint) ?? endpoint
            switch RouteTarget.resolve(route: route, endpointOrigin: origin) {
            case .load(let url): emit(.load(url: url))
            case .command(let c): navigate(c)
            case .blocked(let scheme): note(.routeRefused(RouteTarget.blockedMessage(scheme: scheme)))
            case .unsupported(let r): note(.routeRefused(RouteTarget.unsupportedMessage(route: r)))
            }
        case .navigation(let c):
            navigate(c)
        case .completed(let status):
            note(.completed(status: status))
            showBody(of: response)
            finish()
        case .fieldErrors(let fields, let formErrors):
            fieldErrors(fields, formErrors)
        case .httpError(let status, let snippet):
            note(.httpError(status: status, snippet: snippet))
        }
    }

    /// The body of a successful answer that is not a screen (docs/contract.md, "Submission"): masked while the
    /// submitted values are still held, pretty-printed, cut after 20 lines. The process may
    /// end next, so `:last` could not show it.
    mutating func showBody(of response: HTTPResponse) {
        let body = response.body.withBytes { ResponseClassifier.shownBody(of: $0, masker: masker) }
        for line in body.lines { note(.answerBody(line)) }
        if body.more > 0 { note(.answerBodyCut(more: body.more)) }
    }

    /// A 400/422 with field errors: kept beside each field, and each such field visited in
    /// schema order, the first one now (docs/contract.md, "The shell").
    mutating func fieldErrors(_ fields: [(key: String, messages: [String])], _ formErrors: [String]) {
        var byField: [Int: [String]] = [:]
        var formLevel = formErrors
        for (key, messages) in fields {
            if let i = state.form.index(ofKey: key) {
                byField[i, default: []] += messages
            } else {
                formLevel += messages.map { ShellText.unknownKeyError(key: key, message: $0) }
            }
        }
        state.setServerErrors(byField, formErrors: formLevel)
        note(.serverFoundErrors)
        for m in formLevel { note(.formError(m)) }
        let ordered = byField.keys.sorted()
        for f in ordered {
            for m in byField[f] ?? [] {
                note(.serverFieldError(key: state.form.fields[f].key, message: m, local: state.verdict(f).message))
            }
        }
        serverQueue = ordered.filter { state.isVisible($0) }
        if let first = nextFlaggedField() { arrive(at: first, showDisplay: false) }
    }

    /// The answer to a `.load`: a screen to enter, or why not.
    mutating func loaded(_ url: String, _ result: Result<HTTPResponse, HTTPClientError>) {
        switch result {
        case .failure(let e):
            failed(e)
        case .success(let r):
            guard (200..<300).contains(r.status) else {
                note(.loadFailed(url: url, status: r.status))
                return
            }
            switch r.body.withBytes({ b in
                Result { () throws(JSONSyntaxError) in try JSONParser.parse(b.assumingMemoryBound(to: UInt8.self)) }
            }) {
            case .success(let json): enter(json: masker.masked(json))
            case .failure(let e): note(.loadNotJSON(url: url, error: "\(e)"))
            }
        }
    }

    /// A screen from the server: the next step, or the success screen.
    mutating func enter(json: JSONValue) {
        let form: Form
        do { form = try FormLoader.load(json: json, options: loaderOptions) } catch {
            note(.notAScreen(error.description))
            return
        }
        state.wipe()
        emit(.wipeInput)
        screens.append(form)
        show(form)
    }

    mutating func navigate(_ command: NavigationCommand) {
        state.wipe()
        emit(.wipeInput)
        switch command {
        case .popToRoot:
            screens = [screens[0]]
            show(screens[0])
        case .pop:
            if screens.count > 1 { screens.removeLast() }
            show(screens[screens.count - 1])
        case .dismiss:
            note(.flowClosed)
            finish()
        }
    }

    /// Shows a screen: a success screen ends the flow; a step is prompted.
    mutating func show(_ form: Form) {
        guard let next = try? FormState(form: form, store: store) else {
            note(.storeFull)
            return
        }
        state = next
        // Revisions start over with the new state: a new screen never reuses an old key.
        idempotency.reset()
        let stepEndpoint = chooseEndpoint(of: form)
        emit(.screen(summary(of: form), endpoint: form.hasInputs ? stepEndpoint : nil))
        if form.hasInputs, let refused = refusedEndpoint { note(refused.reason) }
        if !form.hasInputs {
            displayCursor = 0
            showDisplay(upTo: form.items.count)
            finish()
            return
        }
        cursor = nil
        startScreen()
    }

    /// The endpoint a screen of the flow posts to, as its banner names it (docs/contract.md, "Submission"): the one
    /// given for every step, or the screen's own submit endpoint resolved against where the
    /// flow has been posting, taken only when it passes the checks made at start and stays
    /// on the same origin (any origin with `--follow-endpoints`); otherwise it is refused
    /// and `:submit` will not post until `:endpoint URL` chooses one.
    mutating func chooseEndpoint(of form: Form) -> String {
        refusedEndpoint = nil
        guard case .steps(let followOrigins) = endpointPolicy, let declared = form.submit?.endpoint,
            let url = EndpointResolver.resolve(
                explicit: nil, environment: [:], schemaEndpoint: declared, schemaURL: endpoint,
                baseURL: nil
            ).url
        else { return endpoint }
        if let error = checkEndpoint(url) {
            refusedEndpoint = RefusedEndpoint(url: url, reason: .stepEndpointNotAllowed(url: url, reason: error.reason))
            return url
        }
        let from = EndpointResolver.origin(of: endpoint) ?? endpoint
        let to = EndpointResolver.origin(of: url) ?? url
        if from != to && !followOrigins {
            refusedEndpoint = RefusedEndpoint(
                url: url, reason: .stepEndpointOtherOrigin(url: url, origin: to, flowOrigin: from))
            return url
        }
        endpoint = url
        return url
    }

    /// The flow completed with a successful submission: wipe and exit 0.
    mutating func finish() {
        succeeded = true
        end(0)
    }
}
