/// The completion scripts `formsh completion` prints. Options that take a file complete
/// file names; the other options that take a value complete nothing.
public enum CompletionScripts {
    /// Options whose value is a file or folder.
    public static let fileOptions = [
        "--scenario", "--cacert", "-o", "--output", "--junit", "--scenario-out",
        "--valid", "--forms", "--vectors", "--payloads",
    ]
    /// Options whose value is not a file.
    public static let valueOptions = [
        "--endpoint", "--base-url", "--header", "--header-env", "--timeout",
        "--client-version", "--port", "--jobs", "--shard", "--min", "--format",
        "--delay", "--only", "--fail-on", "--max-line", "--payload", "--id",
    ]

    /// The script for `shell` (`bash`, `zsh` or `fish`; nil for another shell): the commands,
    /// and every long option the commands' usage lines and help texts name, in order of
    /// first appearance, then `--help` and `--version`.
    public static func script(for shell: String, commands: [String], texts: [String]) -> String? {
        var options: [String] = []
        for text in texts {
            for option in OptionNames.named(in: text) where option.hasPrefix("--") && !options.contains(option) {
                options.append(option)
            }
        }
        options += ["--help", "--version"]
        switch shell {
        case "bash": return bash(commands: commands, options: options)
        case "zsh": return zsh(commands: commands, options: options)
        case "fish": return fish(commands: commands, options: options)
        default: return nil
        }
    }

    static func bash(commands: [String], options: [String]) -> String {
        """
        # formsh completion for bash: source <(formsh completion bash)
        _formsh() {
            local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
            case $prev in
                \(fileOptions.joined(separator: "|"))) COMPREPLY=($(compgen -f -- "$cur")); return 0 ;;
                \(valueOptions.joined(separator: "|"))) COMPREPLY=(); return 0 ;;
            esac
            if [[ $cur == -* ]]; then
                COMPREPLY=($(compgen -W "\(options.joined(separator: " "))" -- "$cur"))
            elif [[ $COMP_CWORD -eq 1 ]]; then
                COMPREPLY=($(compgen -W "\(commands.joined(separator: " "))" -- "$cur") $(compgen -d -- "$cur") $(compgen -f -X '!*.json' -- "$cur"))
            elif [[ ${COMP_WORDS[1]} == completion ]]; then
                COMPREPLY=($(compgen -W "bash zsh fish" -- "$cur"))
            else
                COMPREPLY=($(compgen -d -- "$cur") $(compgen -f -X '!*.@(json|jsonl|t)' -- "$cur"))
            fi
        }
        shopt -s extglob
        complete -o filenames -F _formsh formsh

        """
    }

    static func zsh(commands: [String], options: [String]) -> String {
        """
        #compdef formsh
        # formsh completion for zsh: save as _formsh in a folder of $fpath (before compinit).
        _formsh() {
            local -a commands options
            commands=(\(commands.joined(separator: " ")))
            options=(\(options.joined(separator: " ")))
            case ${words[CURRENT-1]} in
                \(fileOptions.joined(separator: "|"))) _files; return ;;
                \(valueOptions.joined(separator: "|"))) return ;;
            esac
            if [[ ${words[CURRENT]} == -* ]]; then
                compadd -a options
            elif (( CURRENT == 2 )); then
                compadd -a commands
                _files -g '*.json'
            elif [[ ${words[2]} == completion ]]; then
                compadd bash zsh fish
            else
                _files -g '*.(json|jsonl|t)'
            fi
        }
        if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then _formsh "$@"; else compdef _formsh formsh; fi

        """
    }

    static func fish(commands: [String], options: [String]) -> String {
        var s = """
            # formsh completion for fish: save as ~/.config/fish/completions/formsh.fish
            complete -c formsh -f
            complete -c formsh -n __fish_use_subcommand -a '\(commands.joined(separator: " "))'
            complete -c formsh -n __fish_use_subcommand -a '(__fish_complete_suffix .json)'
            complete -c formsh -n '__fish_seen_subcommand_from completion' -a 'bash zsh fish'
            complete -c formsh -n 'not __fish_use_subcommand; and not __fish_seen_subcommand_from completion' -a '(__fish_complete_suffix .json) (__fish_complete_suffix .jsonl) (__fish_complete_suffix .t)'

            """
        for o in options where o.hasPrefix("--") {
            let name = String(o.dropFirst(2))
            if fileOptions.contains(o) {
                s += "complete -c formsh -l \(name) -r -F\n"
            } else if valueOptions.contains(o) {
                s += "complete -c formsh -l \(name) -x\n"
            } else {
                s += "complete -c formsh -l \(name)\n"
            }
        }
        return s
    }
}
