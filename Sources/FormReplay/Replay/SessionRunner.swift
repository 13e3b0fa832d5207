import FormShell

/// One session to run in-process: `formsh ARGS` with scripted input.
public struct SessionRequest: Sendable {
    public let arguments: [String]
    public let input: [ScriptedLine]
    public let environment: [String: String]
    /// Relative paths in the arguments resolve against this directory.
    public let workingDirectory: String

    public init(arguments: [String], input: [ScriptedLine], environment: [String: String], workingDirectory: String) {
        self.arguments = arguments
        self.input = input
        self.environment = environment
        self.workingDirectory = workingDirectory
    }
}

/// Runs one session through the same argument parser and shell as a terminal run.
/// The executable provides it (FormCLI), so replay is not a second implementation.
public typealias SessionRunner = @Sendable (SessionRequest) -> SessionResult
