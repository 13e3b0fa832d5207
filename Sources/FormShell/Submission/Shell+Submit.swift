import FormCore
import FormSubmit

extension Shell {
    /// Posts the payload from the secret store (SPEC §6), with a spinner on a terminal.
    func post(_ request: PostRequest) -> Result<HTTPResponse, HTTPClientError> {
        defer { flow.store.free(request.payload) }
        guard let submitter else { return .failure(.cancelled) }
        let shownBody = maskedPayload()
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
                if discarded > 0 { writer.line(ShellText.typeAheadDiscarded) }
            }
        }
        let spinner = source.isTerminal ? Spinner(out: out) : nil
        let result = flow.store.withBytes(request.payload) { body in
            submitter.post(body, to: request.endpoint, idempotencyKey: request.idempotencyKey,
                           progress: spinner.map { s in { s.tick($0) } })
        }
        spinner?.finish()
        record(HTTPExchange(method: .post, url: request.endpoint,
                            requestHeaders: submitter.shownHeaders(.post, idempotencyKey: request.idempotencyKey),
                            requestBody: shownBody), result)
        return result
    }

    /// Loads a screen the server's answer pointed to.
    func load(_ url: String) -> Result<HTTPResponse, HTTPClientError> {
        guard let submitter else { return .failure(.cancelled) }
        let result = submitter.get(url, progress: nil)
        record(HTTPExchange(method: .get, url: url, requestHeaders: submitter.shownHeaders(.get, idempotencyKey: nil),
                            requestBody: nil), result)
        return result
    }

    /// The payload as `:payload` shows it (secrets masked).
    func maskedPayload() -> String? {
        guard let h = try? PayloadEncoder.encode(flow.state, masked: true) else { return nil }
        defer { flow.store.free(h) }
        return flow.store.withBytes(h) { String(decoding: $0, as: UTF8.self) }
    }

    /// Keeps the exchange for `:last` and writes it to the `--verbose` log.
    func record(_ request: HTTPExchange, _ result: Result<HTTPResponse, HTTPClientError>) {
        var e = request
        switch result {
        case .success(let r):
            e.status = r.status
            e.responseHeaders = r.headers
            // Masked now, while the submitted values are still held (the answer may wipe them).
            e.responseBody = r.maskedBodyText(flow.state.secretRedactor)
            e.elapsedMilliseconds = r.elapsedMilliseconds
        case .failure(let error):
            e.error = error
        }
        lastExchange = e
        if let log = exchangeLog {
            for l in ShellText.exchange(e) { log.text(l + "\n") }
            log.flush()
        }
    }

    /// `:last`.
    func writeLastExchange() {
        guard let e = lastExchange else {
            writer.line(ShellText.noExchange)
            return
        }
        for l in ShellText.exchange(e) { writer.line("  " + l) }
    }
}

/// A spinner with the elapsed time while a request is in flight; Ctrl-C cancels it.
final class Spinner {
    private let out: any ShellSink
    private var frame = 0
    private var lastTenth = -1

    init(out: any ShellSink) { self.out = out }

    /// Called by the transfer's progress; false cancels.
    func tick(_ seconds: Double) -> Bool {
        if Native.takeInterrupt() { return false }
        let tenth = Int(seconds * 10)
        if tenth != lastTenth {
            lastTenth = tenth
            frame = (frame + 1) % ShellText.spinnerFrames.count
            out.text(ShellText.sending(frame: frame, tenths: tenth))
            out.flush()
        }
        return true
    }

    func finish() {
        out.text(ShellText.clearLine)
        out.flush()
    }
}
