/// One line of scripted input (replay, tests): the text the shell reads, and the text a
/// transcript shows for it (`{{env:FORMSH_SECRET_OTP}}` rather than the secret itself).
public struct ScriptedLine: Sendable, Equatable {
    public let value: String
    public let shown: String

    public init(value: String, shown: String? = nil) {
        self.value = value
        self.shown = shown ?? value
    }
}
