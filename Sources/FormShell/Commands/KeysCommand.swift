/// `:keys KEY VALUE`: the verdict after each typed character, as the app shows it live.
enum KeysCommand: ShellCommand {
    static let name = "keys"
    static let usage = ":keys KEY VALUE"
    static let summary = "the verdict after each typed character"

    static func run(_ argument: String, in flow: inout Flow) {
        guard let (f, value) = flow.fieldAndValue(argument) else { return }
        flow.typeEachCharacter(of: value, into: f)
    }
}
