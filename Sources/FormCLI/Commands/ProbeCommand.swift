import FormCore
import FormSubmit
import FormTools

/// `formsh probe`: every rule's cases at its boundaries, posted, and the server's verdicts
/// compared with formsh's (docs/contract.md, "Schema evolution and server conformance"). `ProbeRun` does the work over
/// HTTP submitters.
struct ProbeCommand: Command {
    static let name = "probe"
    static let readsValues = true
    static let abstract = "boundary cases per rule posted; client vs server verdicts"
    static let usage =
        "probe FORM --endpoint URL [--valid PAYLOAD.json] [--only KEY,...] [--cases FAMILY,...] [--dry-run] [--json] [--junit FILE] [--jobs N] [--delay MS]"
    static let help = ProbeHelp.text

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        var args = ArgumentList(arguments, command: name)
        let json = args.flag("--json")
        let dryRun = args.flag("--dry-run")
        let validPath = try args.option("--valid")
        let endpointArgument = try args.option("--endpoint")
        let onlyText = try args.option("--only")
        let families = try ProbeInputs.families(args.option("--cases"), command: name)
        let junit = try args.option("--junit")
        let jobsText = try args.option("--jobs")
        let jobs = try args.count(jobsText, of: "--jobs", in: 1...ProbeRun.Options.maxJobs) ?? 1
        let delayText = try args.option("--delay")
        let delay =
            try args.count(
                delayText, of: "--delay", in: 0...ProbeRun.Options.maxDelay,
                expecting: "takes milliseconds (0 to \(ProbeRun.Options.maxDelay))") ?? 0
        let timeoutText = try args.option("--timeout")
        let timeout = try args.seconds(timeoutText, of: "--timeout", upTo: 3600) ?? 30
        let cacert = try args.option("--cacert")
        let headerOptions = try RunOptions.headerOptions(&args)
        let path = try args.positional(missing: "FORM")
        let endpoint = try dryRun ? "" : checkedEndpoint(endpointArgument)
        if let junit { try OutputPath.check(junit, option: "--junit", io: io, command: name) }
        let submitter: HTTPSubmitter
        do {
            submitter = try HTTPSubmitter(
                headerOptions: headerOptions, environment: io.environment, maskingIn: io.secrets, timeout: timeout,
                caFile: cacert.map(io.resolve))
        } catch { throw .usage(error.description, command: name) }
        let form = try ToolForm.load(path, io: io, submitter: submitter)
        let inputs = try ProbeInputs.read(
            form: form, only: onlyText, valid: validPath, accepted: dryRun, io: io, command: name)
        if dryRun {
            let set = VectorSet(
                form: form, valid: inputs.valid, store: inputs.store, only: inputs.only, families: families)
            io.gate.testData(io.stdout).write(set.dryRunLines.map { $0 + "\n" }.joined())
            return .success
        }
        let options = ProbeRun.Options(
            endpoint: endpoint, delay: delay, jobs: jobs, json: json, only: inputs.only, built: inputs.built,
            families: families, curlHeaders: ProbeCurl.headers(headerOptions))
        let run = ProbeRun(
            form: form, valid: inputs.valid, store: inputs.store, options: options, makeSubmitter: submitter.sibling,
            out: io.gate.testData(io.stdout), notes: io.stderr)
        let outcome: ProbeRun.Outcome
        do { outcome = try run.run() } catch { throw .probe(error) }
        if let junit {
            // Through the output gate, which keeps the report well-formed XML.
            let report = ProbeJUnit.render(outcome, form: form, valid: inputs.valid, curl: options.curl)
            do { try io.gate.writeFile(report, to: io.resolve(junit), as: .xml) } catch {
                throw .fileNotWritten(path: junit, reason: error.description)
            }
        }
        return outcome.allSame ? .success : .failure
    }

    /// The endpoint, checked before anything is read (docs/contract.md, "Command line"): present, not blank, one
    /// the client would send to.
    static func checkedEndpoint(_ argument: String?) throws(CLIError) -> String {
        guard let endpoint = argument.map(ProbeInputs.trimmingBlanks), !endpoint.isEmpty else {
            throw .usage("missing --endpoint URL (or --dry-run)", command: name)
        }
        do { try HTTPClient.check(url: endpoint) } catch {
            throw .usage("--endpoint \(endpoint): \(error.description)", command: name)
        }
        return endpoint
    }
}
