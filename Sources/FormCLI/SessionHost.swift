import FormReplay
import FormShell

extension FormshCLI {
    /// Runs `formsh ARGS` in-process with scripted input, stdout and stderr captured in
    /// order: what `replay` uses, so a transcript goes through exactly the argument
    /// parser and shell of a terminal run.
    public static let sessionRunner: SessionRunner = { runSession($0) }

    /// Runs one session as `sessionRunner` does, telling `observer` of each verdict shown.
    static func runSession(_ request: SessionRequest, observer: ShellConfiguration.VerdictObserver? = nil) -> SessionResult {
        let sink = BufferSink()
        let io = CommandIO(stdout: sink, stderr: sink, environment: request.environment,
                           workingDirectory: request.workingDirectory, scriptedInput: request.input)
        io.verdictObserver = observer
        let code = FormshCLI.run(request.arguments, io: io)
        return SessionResult(output: sink.text, exitCode: code, endpoint: io.announcedEndpoint)
    }
}
