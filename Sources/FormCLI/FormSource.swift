import FormCore
import FormShell
import FormSubmit
import FormSystem

/// Reads a FORM argument — a file or an http(s) URL, for every command (docs/contract.md, "Command line") — and
/// loads it; every failure is exit 3.
enum FormSource {
    static func isURL(_ name: String) -> Bool { name.hasPrefix("http://") || name.hasPrefix("https://") }

    /// The loaded form, and the URL it came from (nil for a file).
    static func load(
        _ name: String, io: CommandIO, submitter: HTTPSubmitter, options: FormLoader.Options,
        exchangeLog: (any TextSink)? = nil
    ) throws(CLIError) -> (Form, String?) {
        if !isURL(name) && io.scriptedInput != nil {
            // Replay: sessions of one process share a form file's load.
            let form = try ReplayCache.form(io.resolve(name), options: options) { () throws(CLIError) in
                try parse(io.readFile(name), name: name, options: options)
            }
            return (form, nil)
        }
        let bytes = try self.bytes(name, io: io, submitter: submitter, exchangeLog: exchangeLog)
        return (try parse(bytes, name: name, options: options), isURL(name) ? name : nil)
    }

    private static func parse(_ bytes: [UInt8], name: String, options: FormLoader.Options) throws(CLIError) -> Form {
        do {
            return try FormLoader.load(bytes, options: options)
        } catch {
            throw .formNotLoaded(source: name, reason: error.description)
        }
    }

    /// The schema's bytes. A URL is fetched with GET; after a second the wait is
    /// announced on stderr, and Ctrl-C cancels it (exit 130).
    static func bytes(
        _ name: String, io: CommandIO, submitter: HTTPSubmitter? = nil,
        exchangeLog: (any TextSink)? = nil
    ) throws(CLIError) -> [UInt8] {
        guard isURL(name) else { return try io.readFile(name) }
        let client =
            submitter ?? HTTPSubmitter(userAgent: "formsh/\(FormshCLI.version)", headers: [], timeout: 30, caFile: nil)
        var announced = false
        let result = client.get(name) { seconds in
            if seconds >= 1 && !announced {
                announced = true
                io.stderr.line(CLIText.fetching(name))
            }
            return !Native.takeInterrupt()
        }
        if let log = exchangeLog {
            var e = HTTPExchange(.get, url: name, shownBy: client)
            e.answer(result, maskedBy: SecretMasker())
            for l in ExchangeLog.lines(e) { log.write(l + "\n") }
        }
        switch result {
        case .failure(.cancelled):
            throw .loadCancelled(source: name)
        case .failure(let e):
            throw .unreadable(path: name, reason: e.reason)
        case .success(let r):
            guard (200..<300).contains(r.status) else { throw .unreadable(path: name, reason: "HTTP \(r.status)") }
            return r.body.bytes
        }
    }
}
