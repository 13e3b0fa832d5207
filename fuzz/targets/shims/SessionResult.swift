// Stand-in for FormReplay's SessionResult (SessionRunner.swift imports FormShell, which
// the transcript fuzz target does not build). Same shape as the real one.
public struct SessionResult: Sendable {
    public let output: String
    public let exitCode: Int32
    public let endpoint: String?
    public init(output: String, exitCode: Int32, endpoint: String?) {
        self.output = output
        self.exitCode = exitCode
        self.endpoint = endpoint
    }
}
