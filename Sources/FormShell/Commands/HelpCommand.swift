/// `:help [cmd]`: the commands, or one command's usage.
enum HelpCommand: ShellCommand {
    static let name = "help"
    static let usage = ":help [cmd]"
    static let summary = "list the commands, or explain one"

    static func run(_ argument: String, in flow: inout Flow) {
        let wanted = argument.trimmed.hasPrefix(":") ? String(argument.trimmed.dropFirst()) : argument.trimmed
        guard !wanted.isEmpty else {
            flow.showHelp(ShellCommands.all, all: true)
            return
        }
        guard let c = ShellCommands.named(wanted) else {
            flow.refuseUnknownCommand(wanted)
            return
        }
        flow.showHelp([c], all: false)
    }
}
