import FormCLI
import FormCore
import FormSystem

/// One in-process run of the command line, with captured output.
public struct CLIRun {
    public let status: Int32
    public let stdout: String
    /// Standard error without the value store's mlock warning, which depends on how
    /// much memory other tests running at the same time have locked.
    public let stderr: String

    /// Runs `formsh ARGS` with the repository as the working directory, through `gate`
    /// (by default one that masks nothing; `CLIRun.processGate()` masks as formsh does).
    public init(_ arguments: [String], gate: OutputGate = OutputGate()) {
        let out = gate.capture()
        let err = gate.capture()
        let secrets = (gate.masker as? SecretMasker) ?? SecretMasker()
        let io = CommandIO(
            gate: gate, secrets: secrets, stdout: out, stderr: err, environment: [:], workingDirectory: Repository.root)
        status = FormshCLI.run(arguments, io: io).rawValue
        stdout = out.text
        stderr = err.text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("warning: could not lock the value store") }
            .joined(separator: "\n")
    }
}

extension CLIRun {
    /// A gate that masks as the process's does: secrets and card numbers, and test data
    /// with its card numbers kept.
    public static func processGate() -> OutputGate {
        let secrets = SecretMasker()
        return OutputGate(masker: secrets, testDataMasker: secrets.testData)
    }
}
