import FormCore
import FormShell
import FormSystem

/// Where a command reads and writes. A terminal run uses the process's streams; replay
/// and tests capture them. Every sink, and every file a command writes, comes from
/// `gate` (docs/contract.md, "Submission", "One gate").
public struct CommandIO: Sendable {
    public let gate: OutputGate
    /// The gate's masker, where sessions hold their secrets and `replay` and `record`
    /// remember the environment's (docs/contract.md, "Submission").
    public let secrets: SecretMasker
    public let stdout: any TextSink
    public let stderr: any TextSink
    public let environment: [String: String]
    /// Relative paths in arguments resolve against this directory.
    public let workingDirectory: String
    /// Scripted input lines for replay and tests; nil for a real terminal/stdin.
    public let scriptedInput: [ScriptedLine]?
    /// Whether stdout is a terminal (colours) and stdin is a terminal (line editing).
    public let stdoutIsTerminal: Bool
    public let stdinIsTerminal: Bool

    /// - Parameters:
    ///   - stdout: a sink made by `gate`; `stderr` likewise.
    ///   - secrets: the masker `gate` was made with.
    public init(
        gate: OutputGate, secrets: SecretMasker = SecretMasker(), stdout: any TextSink, stderr: any TextSink,
        environment: [String: String], workingDirectory: String, scriptedInput: [ScriptedLine]? = nil,
        stdoutIsTerminal: Bool = false, stdinIsTerminal: Bool = false
    ) {
        self.gate = gate
        self.secrets = secrets
        self.stdout = stdout
        self.stderr = stderr
        self.environment = environment
        self.workingDirectory = workingDirectory
        self.scriptedInput = scriptedInput
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stdinIsTerminal = stdinIsTerminal
    }

    /// The process's own streams, environment and working directory, written through one
    /// gate that masks with `secrets`.
    public static func process(secrets: SecretMasker) -> CommandIO {
        let gate = OutputGate(masker: secrets, testDataMasker: secrets.testData)
        return CommandIO(
            gate: gate, secrets: secrets, stdout: gate.standardOutput(), stderr: gate.standardError(),
            environment: ProcessEnvironment.variables(), workingDirectory: ProcessEnvironment.currentDirectory(),
            stdoutIsTerminal: ProcessEnvironment.standardOutputIsTerminal,
            stdinIsTerminal: ProcessEnvironment.standardInputIsTerminal)
    }

    /// An argument path made absolute against the working directory.
    public func resolve(_ path: String) -> String {
        Path.resolve(path, against: workingDirectory)
    }

    /// Reads a file named by an argument.
    public func readFile(_ path: String) throws(CLIError) -> [UInt8] {
        switch FileSystem.read(resolve(path)) {
        case .success(let bytes): return bytes
        case .failure(.directory): throw .unreadable(path: path, reason: CLIText.isDirectory)
        case .failure(let failure): throw .unreadable(path: path, reason: failure.description)
        }
    }

    /// Reads the file an argument names (`-`: standard input) line by line with `read`:
    /// `check`'s payloads and vectors, `diff --payloads`. A file that cannot be opened or
    /// read is exit 3.
    func readLines<Result>(
        _ path: String, maxLine: Int = LineReader.defaultMaxLine,
        with read: (inout LineReader) throws(SystemError) -> Result
    ) throws(CLIError) -> Result {
        do {
            return try LineReader.reading(argument: path, workingDirectory: workingDirectory, maxLine: maxLine, read)
        } catch {
            throw .unreadable(
                path: path, reason: error.isNoSuchFile ? FileSystem.ReadFailure.missing.description : error.description)
        }
    }
}
