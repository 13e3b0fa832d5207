import FormCore
import FormShell
import FormSystem
import FormTools

/// One `formsh record` run (docs/contract.md, "Transcripts"): wraps a session's line source, output and submitter
/// to see what passes through them, then saves the transcript, and with `--scenario-out`
/// the HTTP exchanges as a mock scenario that the transcript replays against.
///
/// Secure values are written as `{{env:FORMSH_SECRET_<KEY>}}`, one variable per distinct
/// value of a field (`…_2`, `…_3` for the later ones); where a secret value shows up elsewhere it is hidden (`{{any}}` in output, its variable in typed lines) and
/// the session is still saved. No secret is copied: each is kept only as a keyed
/// fingerprint in a locked store of its own, and remembered by the output gate's masker
/// (docs/contract.md, "Submission"); the store is wiped when the session is released.
public final class RecordSession {
    /// A file to write: as the user named it (for messages) and where it is.
    struct OutputFile: Sendable {
        let shown: String
        let path: String
    }

    private let recorder = Recorder()
    private let secrets: SecretStore
    private let transcript: OutputFile
    private let scenario: OutputFile?
    /// The folder of the FORM, which the scenario's `forms` names.
    private let formFolder: String
    private var recording: RecordingLineSource?
    /// What the output folder's other transcripts read, and how new secret values are named.
    private let others: SuiteVariables
    private let naming: SecretNaming
    private var exchanges: RecordingSubmitter?
    /// The output gate's masker: output is recorded as the gate shows it (docs/contract.md, "Submission").
    private let outputMasker: SecretMasker

    /// - Parameters:
    ///   - commandLine: `record`'s arguments, which the `$ formsh` line is made of
    ///     (`recordedArguments`).
    ///   - transcript: `-o FILE`, `scenario`: `--scenario-out FILE` and `form`: the FORM
    ///     file, as the user named them; `resolve` makes such a path absolute.
    ///   - environment: the recording environment; a `FORMSH_SECRET_*` name set there is
    ///     reused only for the same value.
    ///   - outputMasker: the output gate's masker. As in replay, every `FORMSH_SECRET_*`
    ///     variable of `environment` is masked in what is written (docs/contract.md, "Submission").
    /// - Throws: when the store for the secrets' copies cannot be set up.
    public init(
        commandLine: [String], transcript: String, scenario: String?, form: String, resolve: (String) -> String,
        environment: [String: String], outputMasker: SecretMasker
    ) throws(RecordError) {
        do { secrets = try SecretStore(capacity: 256 * 1024) } catch { throw .valueStore(error) }
        self.outputMasker = outputMasker
        let transcript = OutputFile(shown: transcript, path: resolve(transcript))
        self.transcript = transcript
        self.scenario = scenario.map { OutputFile(shown: $0, path: resolve($0)) }
        formFolder = Path.parent(resolve(form))
        others = SuiteVariables.inFolder(
            Path.parent(transcript.path), shown: Path.parent(transcript.shown), excluding: transcript.path)
        naming = SecretNaming(environment: environment, taken: others.names)
        recorder.begin(arguments: RecordSession.recordedArguments(commandLine, scenario: scenario))
        outputMasker.rememberSecretVariables(of: environment)
    }

    deinit {
        exchanges?.wipe()
        secrets.wipe()
    }

    /// Wraps the session's line source, output and submitter before the shell starts.
    public func attach(to plan: inout SessionPlan, source: inout any LineSource) {
        let form = plan.form
        let r = RecordingLineSource(
            source, recorder: recorder, secrets: secrets, masker: outputMasker,
            secureKeys: Set(form.fields.filter(\.isSecret).map(\.key)), naming: naming)
        recording = r
        source = r
        plan.output = RecordingSink(plan.output, recorder: recorder, masker: outputMasker)
        if let scenario, let submitter = plan.submitter {
            let recordingSubmitter = RecordingSubmitter(submitter, masker: outputMasker) { r.secureKeys }
            exchanges = recordingSubmitter
            plan.submitter = recordingSubmitter
            if plan.mockURL == nil {
                replayAgainstMock(
                    form: form, endpoint: plan.endpoint, endpointDescription: plan.endpointDescription,
                    scenario: scenario, submitter: recordingSubmitter)
            }
        }
        if let mockURL = plan.mockURL { recorder.setEndpoint(mockURL) }
    }

    /// The transcript replays against the built-in mock: its banner and URL, and each
    /// step's own submit path, where the mock receives it (docs/contract.md, "Submission"). The endpoint recorded
    /// against may have another path, the same for every step: the lines that name it
    /// (`Submitted to …`, a step's banner) and the scenario's routes name the path of the
    /// step, as the replay will.
    private func replayAgainstMock(
        form: Form, endpoint: String, endpointDescription: String, scenario: OutputFile,
        submitter: RecordingSubmitter
    ) {
        let (origin, path) = RecordingSubmitter.split(endpoint)
        let recorder = recorder
        let mock = "endpoint: " + SessionPlan.builtInMockDescription(url: origin, scenario: scenario.shown)
        recorder.rewrite("endpoint: \(endpointDescription)", to: mock)
        recorder.rewrite(endpoint, to: origin + (form.submit?.endpoint ?? "/submit"))
        recorder.setEndpoint(origin)
        submitter.replay(recordedPath: path, firstStep: form.submit?.endpoint) { submitted, next in
            recorder.rewrite("Submitted to \(endpoint)", to: "Submitted to " + origin + submitted)
            recorder.rewrite("endpoint: \(endpoint)", to: "endpoint: " + origin + next)
            recorder.rewrite(endpoint, to: origin + next)
        }
    }

    /// Ends the session with `exitCode` and writes the transcript (and the scenario)
    /// through `gate`, saying so on `notes` as each is written.
    /// - Throws: when a secret would be in the transcript, or a file cannot be written.
    public func save(exitCode: Int32, through gate: OutputGate, notes: any TextSink) throws(RecordError) {
        recorder.end(exitCode: exitCode)
        let hidden = recording?.recordedSecrets ?? []
        let recorded = recorder.render(redacting: hidden)
        if let leaked = recording?.firstSecret(in: recorded.text) { throw .secretInCommandLine(key: leaked) }
        let scenarioText = scenario.flatMap { scenarioFile(for: $0, hiding: hidden) }
        try write(recorded.text, to: transcript, through: gate)
        for line in RecordText.saved(file: transcript.shown, recorded) { notes.line(line) }
        for line in suiteNotes(recorded) { notes.line(line) }
        if let scenario, let scenarioText {
            try write(scenarioText, to: scenario, through: gate, as: .json)
            notes.line(RecordText.scenarioSaved(scenario.shown, exchanges: exchanges?.seen.count ?? 0))
        }
    }

    /// The variables the output folder now needs, each with its field and role, and those
    /// of this transcript the recording environment does not set.
    private func suiteNotes(_ recorded: RecordedTranscript) -> [String] {
        var suite = others
        var fresh: [(String, String)] = []
        for variable in recorded.variables {
            let role = recording.flatMap { r in
                r.roles[variable].map { RecordText.role($0.key, $0.attempts, of: r.attempts[$0.key] ?? 0) }
            }
            suite.add(variable, field: role, path: transcript.shown)
            if !naming.isSet(variable) { fresh.append((variable, role ?? "it")) }
        }
        return RecordText.suite(folder: Path.parent(transcript.shown), suite, fresh: fresh)
    }

    /// The scenario of the exchanges seen; nil when no submitter was wrapped.
    private func scenarioFile(for file: OutputFile, hiding hidden: [RecordedSecret]) -> String? {
        guard let exchanges else { return nil }
        let seen = exchanges.exchanges(hiding: hidden)
        let forms = Path.relative(from: Path.parent(file.path), to: formFolder)
        return JSONWriter.string(ScenarioWriter.scenario(seen, forms: forms), style: .pretty) + "\n"
    }

    private func write(
        _ text: String, to file: OutputFile, through gate: OutputGate, as structure: FileStructure = .text
    )
        throws(RecordError)
    {
        do { try gate.writeFile(text, to: file.path, as: structure) } catch {
            throw .notWritten(path: file.shown, error)
        }
    }
}
