import FormSystem

extension MockServer {
    /// `formsh serve` (docs/contract.md, "The mock backend"): logs each request on
    /// `output`, starts, announces itself, then accepts (a request made meanwhile waits, so
    /// nothing is logged before the announcement) and serves until SIGINT, SIGTERM or
    /// SIGHUP (`StopSignals`); then stops and says so.
    /// - Parameters:
    ///   - workingDirectory: the announced forms folder is shown relative to it (`FormsFolder.display`).
    ///   - output: the request log and the announcements; `errors` the warnings.
    public func serveUntilStopped(
        workingDirectory: String, output: any TextSink, errors: any TextSink
    ) throws(MockServerError) {
        onRequest = { entry in output.line(entry.logLine) }
        StopSignals.install()
        do {
            try start(accepting: false)
            for warning in warnings { errors.line("warning: \(warning)") }
            let folder = FormsFolder.display(formsDirectory, workingDirectory: workingDirectory)
            output.line("Serving forms from \(folder) on \(url) (Ctrl-C stops)")
            output.flush()
            try accept()
        } catch {
            StopSignals.remove()
            throw error
        }
        StopSignals.wait()
        stop()
        StopSignals.remove()
        output.line("Stopped.")
    }
}
