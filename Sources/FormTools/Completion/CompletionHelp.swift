/// What `formsh completion --help` says after its usage line: where each shell's script goes.
public enum CompletionHelp {
    public static let text = """
          bash: source <(formsh completion bash)    (or save it in ~/.local/share/bash-completion/completions/formsh)
          zsh:  formsh completion zsh > ~/.zfunc/_formsh, with ~/.zfunc in fpath before compinit
          fish: formsh completion fish > ~/.config/fish/completions/formsh.fish
          `make install PREFIX=…` installs all three beside the binary.
        """
}
