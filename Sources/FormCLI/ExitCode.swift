/// How formsh ends (docs/contract.md, "Command line"). Every command returns one, and every error maps itself to
/// one (`CLIError.messageInfo`); no code picks a raw number.
public struct ExitCode: Equatable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// Clean: no findings, every transcript passed, the flow ended with a successful submission.
    public static let success = ExitCode(rawValue: 0)
    /// Findings or failures: an invalid payload, a lint error, a failing transcript, a
    /// flow that ended without a successful submission, a step that could not be taken.
    public static let failure = ExitCode(rawValue: 1)
    /// A usage error: what is wrong and the command's usage on stderr.
    public static let usage = ExitCode(rawValue: 2)
    /// An input that cannot be read or loaded: a file, a form, a transcript, a scenario.
    public static let unreadableInput = ExitCode(rawValue: 3)

    /// Ended by a signal: 128 + its number.
    public static func signal(_ number: Int32) -> ExitCode { ExitCode(rawValue: 128 + number) }
    /// Ended by Ctrl-C (SIGINT, 2): 130.
    public static let interrupted = signal(2)

    public var description: String { String(rawValue) }
}
