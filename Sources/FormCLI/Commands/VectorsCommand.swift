import FormCore
import FormTools

/// `formsh vectors FORM`: the cases `probe` derives, as conformance vectors any team can
/// run without formsh or a server (docs/contract.md, "Schema evolution and server conformance"); `VectorSet` makes
/// them.
struct VectorsCommand: Command {
    static let name = "vectors"
    static let abstract = "conformance vectors as JSON Lines: payload, valid, errors"
    static let usage = "vectors FORM [--valid PAYLOAD.json] [--only KEY,...] [--cases FAMILY,...]"
    static let help = VectorsHelp.text

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        var args = ArgumentList(arguments, command: name)
        let validPath = try args.option("--valid")
        let onlyText = try args.option("--only")
        let families = try ProbeCommand.families(args.option("--cases"), command: name)
        let positionals = try args.positionals()
        guard positionals.count == 1 else {
            throw .usage(
                positionals.isEmpty ? "missing FORM" : "unexpected argument '\(positionals[1])'", command: name)
        }
        let form = try ToolForm.load(positionals[0], io: io)
        let only = try onlyText.map { text throws(CLIError) in
            try ProbeCommand.onlyKeys(text, form: form, command: name)
        }
        let store: SecretStore
        do { store = try SecretStore() } catch { throw .toolValueStore(error) }
        let (valid, _) = try ProbeCommand.validPayload(validPath, form: form, store: store, io: io, accepted: true)
        let set = VectorSet(form: form, valid: valid, store: store, only: only, families: families)
        io.gate.testData(io.stdout).write(set.vectors.map { $0.line + "\n" }.joined())
        let without = set.withoutPayload.count
        if without > 0 {
            io.stderr.line(
                "\(without) case\(without == 1 ? "" : "s") without a payload left out (formsh probe --dry-run lists why)"
            )
        }
        return .success
    }
}
