import FormTools

/// `formsh completion bash|zsh|fish`: a completion script for the shell named, listing
/// the subcommands, every option, and FORM paths (`*.json` files and folders).
struct CompletionCommand: Command {
    static let name = "completion"
    static let abstract = "print a completion script for bash, zsh or fish"
    static let usage = "completion bash|zsh|fish"
    static let help = """
          bash: source <(formsh completion bash)    (or save it in ~/.local/share/bash-completion/completions/formsh)
          zsh:  formsh completion zsh > ~/.zfunc/_formsh, with ~/.zfunc in fpath before compinit
          fish: formsh completion fish > ~/.config/fish/completions/formsh.fish
          `make install PREFIX=…` installs all three beside the binary.
        """

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        let positionals = try ArgumentList(arguments, command: name).positionals()
        guard positionals.count == 1, let shell = positionals.first else {
            throw .usage(
                positionals.isEmpty ? "missing SHELL (bash, zsh or fish)" : "unexpected argument '\(positionals[1])'",
                command: name)
        }
        switch shell {
        case "bash": io.stdout.write(CompletionScripts.bash(commands: commandNames, options: optionNames))
        case "zsh": io.stdout.write(CompletionScripts.zsh(commands: commandNames, options: optionNames))
        case "fish": io.stdout.write(CompletionScripts.fish(commands: commandNames, options: optionNames))
        default: throw .usage("no completion for '\(shell)' (bash, zsh or fish)", command: name)
        }
        return .success
    }

    static var commandNames: [String] { FormshCLI.commands.map { $0.name } + ["help"] }

    /// Every `--option` any command's usage or help names, in order of first appearance.
    static var optionNames: [String] {
        var seen: [String] = []
        for c in FormshCLI.commands {
            let text = c.usage + "\n" + c.help
            var rest = Substring(text)
            while let r = rest.firstRange(of: "--") {
                let word = rest[r.lowerBound...].prefix { $0 == "-" || $0.isLetter || $0.isNumber }
                if word.count > 2, !seen.contains(String(word)) { seen.append(String(word)) }
                rest = rest[r.upperBound...]
            }
        }
        return seen + ["--help", "--version"]
    }
}
