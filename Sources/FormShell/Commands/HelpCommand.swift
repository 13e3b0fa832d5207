/// `:help [cmd]`: the commands, or one command's usage.
enum HelpCommand: ShellCommand {
    static let name = "help"
    static let usage = ":help [cmd]"
    static let summary = "list the commands, or explain one"

    static func run(_ argument: String, in shell: Shell) {
        let wanted = argument.trimmed.hasPrefix(":") ? String(argument.trimmed.dropFirst()) : argument.trimmed
        if !wanted.isEmpty {
            guard let c = ShellCommands.named(wanted) else { shell.line("  \(ShellText.unknownCommand(wanted))"); return }
            shell.line("  \(c.usage)   \(c.summary)")
            return
        }
        let width = ShellCommands.all.map { $0.usage.count }.max() ?? 0
        for c in ShellCommands.all { shell.line("  " + DisplayWidth.pad(c.usage, to: width) + "   " + c.summary) }
        shell.line("  A value that starts with ':' is typed as '::'.")
    }
}
