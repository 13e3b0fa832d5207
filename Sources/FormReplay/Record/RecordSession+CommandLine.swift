extension RecordSession {
    /// Options of `run` that point at a server or carry its credentials: with
    /// `--scenario-out` the transcript's `$` line leaves them out.
    static let serverOptions = ["--endpoint", "--base-url", "--scenario", "--header", "--header-env", "--cacert"]

    /// The transcript's `$ formsh` line (docs/contract.md, "Transcripts"): `record`'s
    /// arguments without `-o`, `--output` and `--scenario-out`; with a scenario (as the
    /// user named it), also without the server options, and `--scenario SCENARIO` added.
    static func recordedArguments(_ arguments: [String], scenario: String?) -> [String] {
        let dropped = ["-o", "--output", "--scenario-out"] + (scenario == nil ? [] : serverOptions)
        return without(dropped, in: arguments) + (scenario.map { ["--scenario", $0] } ?? [])
    }

    /// The arguments without the named options (`--name VALUE` and `--name=VALUE`).
    static func without(_ names: [String], in arguments: [String]) -> [String] {
        var out: [String] = []
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if names.contains(a) {
                i += 2
                continue
            }
            if !names.contains(where: { a.hasPrefix($0 + "=") }) { out.append(a) }
            i += 1
        }
        return out
    }
}
