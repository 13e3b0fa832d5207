import FormTools

extension Command {
    /// Every option the command's usage and help name, with `--help` and `-h`: what an
    /// unknown option is compared with for a suggestion.
    static var knownOptions: [String] {
        let named = OptionNames.named(in: usage + "\n" + help)
        return named + ["--help", "-h"].filter { !named.contains($0) }
    }
}
