import FormCore
import FormReplay
import FormShell
import FormSystem

extension FormshCLI {
    /// Runs `formsh ARGS` in-process with scripted input, stdout and stderr captured in
    /// order through `gate`: what `replay` uses, so a transcript goes through exactly the
    /// argument parser and shell of a terminal run.
    public static func sessionRunner(gate: OutputGate, secrets: SecretMasker = SecretMasker()) -> SessionRunner {
        { runSession($0, gate: gate, secrets: secrets) }
    }

    /// Runs one session as `sessionRunner` does, telling `observer` of each verdict shown.
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
