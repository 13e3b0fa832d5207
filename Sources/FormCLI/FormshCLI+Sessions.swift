import FormCore
import FormReplay
import FormShell
import FormSystem

extension FormshCLI {
    /// Runs `formsh ARGS` in-process with scripted input, stdout and stderr captured in
    /// order through `gate`, telling `observer` of each verdict shown: how `replay` and
    /// `cover` run a session, so a transcript goes through exactly the argument parser and
    /// shell of a terminal run.
    static func runSession(
        _ request: SessionRequest, gate: OutputGate, secrets: SecretMasker = SecretMasker(),
        observer: SessionPlan.VerdictObserver? = nil
    ) -> SessionResult {
        let capture = gate.capture()
        let io = CommandIO(
            gate: gate, secrets: secrets, stdout: capture, stderr: capture, environment: request.environment,
            workingDirectory: request.workingDirectory, scriptedInput: request.input)
        let end = run(request.arguments, io: io, observer: observer)
        return SessionResult(output: capture.text, exitCode: end.exitCode.rawValue, endpoint: end.mockURL)
    }
}
