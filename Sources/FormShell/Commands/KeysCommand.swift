/// `:keys KEY VALUE`: the verdict after each typed character, as the app shows it live.
enum KeysCommand: ShellCommand {
    static let name = "keys"
    static let usage = ":keys KEY VALUE"
    static let summary = "the verdict after each typed character"

    static func run(_ argument: String, in shell: Shell) {
        guard let (f, value) = shell.keyAndValue(argument, command: name) else { return }
        var typed = ""
        for c in value {
            typed.append(c)
            shell.line("  \(typed)  " + shell.verdictText(shell.tryVerdict(f, typed)))
        }
    }
}
