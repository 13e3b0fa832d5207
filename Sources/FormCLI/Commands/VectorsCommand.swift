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
        let families = try ProbeInputs.families(args.option("--cases"), command: name)
        let path = try args.positional(missing: "FORM")
        let form = try ToolForm.load(path, io: io)
        let inputs = try ProbeInputs.read(
            form: form, only: onlyText, valid: validPath, accepted: true, io: io, command: name)
        let set = VectorSet(form: form, valid: inputs.valid, store: inputs.store, only: inputs.only, families: families)
        io.gate.testData(io.stdout).write(set.vectors.map { $0.line + "\n" }.joined())
        if let note = set.leftOutNote { io.stderr.line(note) }
        return .success
    }
}
