import Testing

@testable import FormTools

/// The options a usage line and help text name: one scan for the suggestion of an unknown
/// option and for the completion scripts.
@Suite struct OptionNamesTests {
    @Test func readsOptionsBetweenAUsageLinesPunctuation() {
        let text = """
            check FORM (PAYLOADS.jsonl [--summary] [--jobs N] | --vectors FILE) [--json] [-o FILE]
              --format=mermaid|dot    the format; --json, and `--payload`: see below.
              --header-env Name=VAR   -k EXPR
            """
        #expect(
            OptionNames.named(in: text) == [
                "--summary", "--jobs", "--vectors", "--json", "-o", "--format", "--payload", "--header-env", "-k",
            ])
    }

    @Test func leavesOutWhatIsNoOption() {
        #expect(OptionNames.named(in: "-1 --5 --- ---x - -- a-b --x/--y").isEmpty)
    }

    @Test func theScriptsOfferEveryLongOptionOnceThenHelpAndVersion() throws {
        let texts = ["lint FORM... [--json] [-o FILE]", "check FORM [--json] [--jobs N]"]
        let script = try #require(CompletionScripts.script(for: "fish", commands: ["lint", "check"], texts: texts))
        let long = script.split(separator: "\n").filter { $0.contains(" -l ") }
        #expect(
            long == [
                "complete -c formsh -l json", "complete -c formsh -l jobs -x", "complete -c formsh -l help",
                "complete -c formsh -l version",
            ])
        #expect(
            CompletionScripts.script(for: "bash", commands: [], texts: texts)?.contains(
                "--json --jobs --help --version") == true)
        #expect(CompletionScripts.script(for: "tcsh", commands: [], texts: texts) == nil)
    }
}
