/// `:help [cmd]`: the commands, or one command's usage.
enum HelpCommand: ShellCommand {
    static let name = "help"
    static let usage = ":help [cmd]"
    static let summary = "list the commands, or explain one"

    static func run(_ argument: String, in flow: Flow) {
        let wanted = argument.trimmed.hasPrefix(":") ? String(argument.trimmed.dropFirst()) : argument.trimmed
        if !wanted.isEmpty {
            guard let c = ShellCommands.named(wanted) else { flow.note(.unknownCommand(wanted)); return }
            flow.note(.helpEntry(usage: c.usage, summary: c.summary, width: 0))
            return
        }
        let width = ShellCommands.all.map { $0.usage.count }.max() ?? 0
        for c in ShellCommands.all { flow.note(.helpEntry(usage: c.usage, summary: c.summary, width: width)) }
        flow.note(.helpEscape)
    }
}
