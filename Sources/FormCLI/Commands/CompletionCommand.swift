import FormTools

/// `formsh completion bash|zsh|fish`: a completion script for the shell named, listing
/// the subcommands, every option, and FORM paths (`*.json` files and folders).
struct CompletionCommand: Command {
    static let name = "completion"
    static let abstract = "print a completion script for bash, zsh or fish"
    static let usage = "completion bash|zsh|fish"
    static let help = CompletionHelp.text

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        let shell = try ArgumentList(arguments, command: name).positional(missing: "SHELL (bash, zsh or fish)")
        let commands = FormshCLI.commands.map { $0.name } + ["help"]
        let texts = FormshCLI.commands.map { $0.usage + "\n" + $0.help }
        guard let script = CompletionScripts.script(for: shell, commands: commands, texts: texts) else {
            throw .usage("no completion for '\(shell)' (bash, zsh or fish)", command: name)
        }
        io.stdout.write(script)
        return .success
    }
}
