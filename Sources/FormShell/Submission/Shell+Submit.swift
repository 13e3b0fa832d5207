import FormCore
import FormSystem

extension Shell {
    /// Posts the payload from the secret store (docs/contract.md, "Submission"), with a spinner on a terminal.
    func post(_ request: PostRequest) -> Result<HTTPResponse, HTTPClientError> {
        defer { flow.store.free(request.payload) }
        guard let submitter else { return .failure(.cancelled) }
        keepMaskedPayload()
        // Submitted: each secret value is remembered, as fingerprints, past the wipe the
        // answer may cause, so that a later answer echoing it is still masked (docs/contract.md, "Submission").
        flow.state.forEachSecretValue { value, mask in secrets?.remember(value, mask: mask) }
        // On a terminal nothing typed while the request is in flight is echoed, and it is
        // discarded before the next prompt, so it never lands in a field (docs/contract.md, "The shell").
        if source.isTerminal {
            Native.saveTerminal(0)
            Native.echoOff(0)
        }
        defer {
            if source.isTerminal {
                let discarded = Native.discardTypeAhead(0)
                Native.restoreTerminal()
                if discarded > 0 { writer.line(ShellText.typeAheadDiscarded) }
            }
        }
        let spinner = source.isTerminal && !accessible ? Spinner(out: out) : nil
        let result = flow.store.withBytes(request.payload) { body in
            submitter.post(
                body, to: request.endpoint, idempotencyKey: request.idempotencyKey,
                progress: spinner.map { s in { s.tick($0) } })
        }
        spinner?.finish()
        let exchange = HTTPExchange(
            .post, url: request.endpoint, idempotencyKey: request.idempotencyKey,
            bodyLength: flow.store.count(request.payload), shownBy: submitter)
        record(exchange, result)
        return result
    }

    /// Loads a screen the server's answer pointed to.
    func load(_ url: String) -> Result<HTTPResponse, HTTPClientError> {
        guard let submitter else { return .failure(.cancelled) }
        let result = submitter.get(url, progress: nil)
        record(HTTPExchange(.get, url: url, shownBy: submitter), result)
        return result
    }

    /// Keeps the payload as `:payload` shows it (secrets masked) in the store for
    /// `--verbose` and `:last`: no `String` is made of it, and it goes with the next wipe.
    func keepMaskedPayload() {
        if let old = lastPayload { flow.store.free(old) }
        lastPayload = try? PayloadEncoder.encode(flow.state, masked: true)
    }

    /// Keeps the exchange for `:last` and writes it to the `--verbose` log.
    func record(_ request: HTTPExchange, _ result: Result<HTTPResponse, HTTPClientError>) {
        var e = request
        e.answer(result, maskedBy: flow.masker)
        lastExchange = e
        if let log = exchangeLog {
            write(e, to: log, indent: "")
            log.flush()
        }
    }

    /// `:last`.
    func writeLastExchange() {
        guard let e = lastExchange else {
            writer.line(ShellText.noExchange)
            return
        }
        write(e, to: out, indent: "  ")
    }

    /// An exchange, the body sent written from the store while the values are held.
    func write(_ e: HTTPExchange, to sink: any TextSink, indent: String) {
        for l in ShellText.request(e) { sink.write(indent + l + "\n") }
        if e.method == .post {
            if let h = lastPayload {
                sink.write(indent + ShellText.requestBodyPrefix)
                flow.store.withBytes(h) { sink.write(bytes: $0) }
                sink.write("\n")
            } else {
                sink.write(indent + ShellText.bodyWiped + "\n")
            }
        }
        for l in ShellText.response(e) { sink.write(indent + l + "\n") }
    }
}

/// A spinner with the elapsed time while a request is in flight; Ctrl-C cancels it.
final class Spinner {
    private let out: any TextSink
    private var frame = 0
    private var lastTenth = -1

    init(out: any TextSink) { self.out = out }

    /// Called by the transfer's progress; false cancels.
    func tick(_ seconds: Double) -> Bool {
        if Interrupt.take() { return false }
        let tenth = Int(seconds * 10)
        if tenth != lastTenth {
            lastTenth = tenth
            frame = (frame + 1) % ShellText.spinnerFrames.count
            out.write(ShellText.sending(frame: frame, tenths: tenth))
            out.flush()
        }
        return true
    }

    func finish() {
        out.write(ShellText.clearLine)
        out.flush()
    }
}
