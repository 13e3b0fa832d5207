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
        _ name: String, io: CommandIO, submitter: HTTPSubmitter?, options: FormLoader.Options,
        exchangeLog: (any TextSink)? = nil
    ) throws(CLIError) -> (form: Form, url: String?) {
        if !isURL(name) && io.scriptedInput != nil {
            // Replay: the commands of one process share a form file's load while the file is unchanged.
            let path = io.resolve(name)
            let key = "\(path)\u{0}\(options.clientVersion.text)\u{0}\(options.keyboardFilter)"
            let form = try ProcessState.forms.value(key, file: path) { () throws(CLIError) in
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
        let log = exchangeLog.map { sink in { (e: HTTPExchange) in for l in ExchangeLog.lines(e) { sink.line(l) } } }
        do {
            return try (submitter ?? HTTPSubmitter()).fetchForm(
                name, announce: { io.stderr.line($0) }, log: log, keepWaiting: { !Interrupt.take() })
        } catch {
            if error == .cancelled { throw .loadCancelled(source: name) }
            throw .unreadable(path: name, reason: error.reason)
        }
    }
}
