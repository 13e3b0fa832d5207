import FormCore
import FormSubmit

/// The interactive session (SPEC §5): prompts every visible field in order, validates
/// each change locally, runs `:` commands, submits, and follows the server's answers
/// through the steps of a flow. The same code serves a terminal, plain mode and replay:
/// only the `LineSource` and the `ShellSink` differ.
public final class Shell {
    let out: any ShellSink
    let source: any LineSource
    let store: SecretStore
    var config: ShellConfiguration
    let render: FieldRenderer
    /// Screens of the flow, first to current (for `pop` and `pop_to_root`).
    var screens: [Form]
    var state: FormState
    /// The field being asked, or nil at the end prompt.
    var cursor: Int?
    var prompted: Set<Int> = []
    /// How far the display components of the screen have been shown.
    var displayCursor = 0
    var idempotency = IdempotencyKey()
    /// Set when the flow ends: the exit status.
    var exitStatus: Int32?
    var succeeded = false

    public init(form: Form, store: SecretStore, source: any LineSource, output: any ShellSink,
                configuration: ShellConfiguration) throws(SecretStoreError) {
        self.out = output
        self.source = source
        self.store = store
        self.config = configuration
        self.render = FieldRenderer(style: Style(enabled: configuration.colors))
        self.screens = [form]
        self.state = try FormState(form: form, store: store)
    }

    /// Runs until the flow ends, input ends or `:quit`; returns the exit status.
    public func run() -> Int32 {
        out.text(ShellText.banner(state.form, endpoint: config.endpointDescription) + "\n")
        out.text(ShellText.intro + "\n")
        if let w = store.lockWarning { out.text(w + "\n") }
        startScreen()
        while exitStatus == nil {
            readAndHandle()
        }
        wipeAll()
        return exitStatus ?? 1
    }

    // MARK: the loop

    private func readAndHandle() {
        let secret = cursor.map { state.form.fields[$0].isSecret } ?? false
        let prompt = makePrompt()
        let read = secret ? source.readSecret(prompt, store: store) : source.readLine(prompt, store: store)
        switch read {
        case .endOfInput:
            exitStatus = succeeded ? 0 : 1
        case .interrupted:
            break
        case .tooLong(let limit):
            line(ShellText.tooLong(limit))
        case .line(let h):
            handle(h)
        }
    }

    /// A line: a command (`:`), an escaped value (`::`), or a value for the current field.
    /// At a secure prompt only an exact argument-less command is a command; any other line
    /// is the value as typed, and no message repeats it (SPEC §5).
    private func handle(_ h: SecretHandle) {
        if let f = cursor, state.form.fields[f].isSecret {
            let command = store.withBytes(h) { b -> String? in
                guard b.count > 1, b.count <= 16, b[0] == UInt8(ascii: ":") else { return nil }
                let name = String(decoding: UnsafeRawBufferPointer(rebasing: b[1...]), as: UTF8.self)
                return ShellCommands.isArgumentless(name) ? name : nil
            }
            if let command {
                store.free(h)
                runCommand(command)
            } else {
                defer { store.free(h) }
                store.withBytes(h) { enterValue($0, for: f) }
            }
            return
        }
        let kind = store.withBytes(h) { b -> Int in
            guard b.count > 0, b[0] == UInt8(ascii: ":") else { return 0 }
            return b.count > 1 && b[1] == UInt8(ascii: ":") ? 2 : 1
        }
        if kind == 1 {
            let text = store.withBytes(h) { String(decoding: $0, as: UTF8.self) }
            store.free(h)
            runCommand(String(text.dropFirst()))
            return
        }
        defer { store.free(h) }
        guard let f = cursor else {
            line(ShellText.notAtField)
            return
        }
        store.withBytes(h) { b in
            let value = kind == 2 ? UnsafeRawBufferPointer(rebasing: b[1...]) : b
            enterValue(value, for: f)
        }
    }

    /// A typed value for the field being asked.
    private func enterValue(_ bytes: UnsafeRawBufferPointer, for f: Int) {
        if bytes.isEmpty && state.hasValue(f) {
            // An empty line accepts the current value or the default.
            state.markVisited(f)
            printVerdict(f)
            if state.verdict(f).isValid { advance() }
            return
        }
        switch state.set(f, line: bytes) {
        case .failure(let e):
            line("  \(render.style.bad) \(e)")
        case .success(let report):
            state.markVisited(f)
            printVerdict(f)
            printFlips(report)
            if state.verdict(f).isValid { advance() }
        }
    }

    func printVerdict(_ f: Int) {
        for l in render.verdictLine(state, f) { line(l) }
    }

    func printFlips(_ report: ChangeReport) {
        for flip in report.flips where state.visited[flip.field] {
            line(render.flip(state, flip))
        }
    }

    // MARK: moving between fields

    func startScreen() {
        prompted = []
        displayCursor = 0
        cursor = nil
        for s in state.form.skipped { line(ShellText.skipped(s)) }
        advance()
    }

    /// Goes to the next visible field not yet asked; after the last one, to the first
    /// invalid field, or to the end prompt with a summary.
    func advance() {
        let fields = state.form.fields
        let start = cursor.map { $0 + 1 } ?? 0
        if let next = (start..<fields.count).first(where: { state.isVisible($0) && !prompted.contains($0) })
            ?? (0..<start).first(where: { state.isVisible($0) && !prompted.contains($0) }) {
            arrive(at: next, showDisplay: true)
            return
        }
        showDisplay(upTo: state.form.items.count)
        if let bad = state.visibleFields.first(where: { !state.verdict($0).isValid }) {
            arrive(at: bad, showDisplay: false)
            return
        }
        cursor = nil
        showSummary()
        line(ShellText.allValid)
    }

    /// Asks a field: its header and options (not when the user jumped there with `:goto`).
    func arrive(at f: Int, showDisplay display: Bool, header: Bool = true) {
        if display, let position = state.form.items.firstIndex(where: { if case .field(f) = $0 { return true }; return false }) {
            showDisplay(upTo: position)
        }
        cursor = f
        prompted.insert(f)
        guard header else { return }
        out.text(render.header(state, f))
        if render.headerShowsValue(state, f) {
            out.text(" [")
            writeValue(f)
            out.text("]")
        }
        out.text("\n")
        if let o = render.options(state.form.fields[f]) { line(o) }
    }

    /// Shows the visible display components before a position in the layout.
    func showDisplay(upTo position: Int) {
        let items = state.form.items
        while displayCursor < min(position, items.count) {
            if case .display(let d) = items[displayCursor], d.visibleWhen?.evaluate(state) ?? true, let text = render.display(d) {
                line(text)
            }
            displayCursor += 1
        }
        displayCursor = max(displayCursor, position)
    }

    func showSummary() {
        for f in state.visibleFields {
            out.text("  \(state.form.fields[f].key): ")
            if state.isBlank(f) { out.text("—") } else { writeValue(f) }
            out.text("\n")
        }
    }

    /// Writes a field's value: typed text straight from the store as bytes (no `String`
    /// is made of it), a secret as its mask, a choice or boolean as its schema text.
    func writeValue(_ f: Int) {
        let field = state.form.fields[f]
        state.withValue(f) { v in
            if case .text(let bytes) = v, field.mask == nil {
                out.bytes(bytes)
            } else {
                out.text(render.value(state, f))
            }
        }
    }

    // MARK: output and prompts

    func line(_ s: String) { out.text(s + "\n") }

    private func makePrompt() -> Prompt {
        guard let f = cursor else {
            return Prompt(name: ShellText.endPrompt, completions: { [unowned self] in self.complete($0) },
                          mayRemember: { [unowned self] in !self.namesSecretField($0) })
        }
        let field = state.form.fields[f]
        let live: ((UnsafeRawBufferPointer) -> Bool?)? = field.isSecret ? nil : { [unowned self] bytes in
            guard bytes.first != UInt8(ascii: ":") else { return nil }
            if case .success(let v) = self.state.tryValue(f, line: bytes) { return v.isValid }
            return false
        }
        return Prompt(name: field.key, liveCheck: live, completions: { [unowned self] in self.complete($0) },
                      mayRemember: { [unowned self] in !self.namesSecretField($0) })
    }

    /// Whether a command line names a secret field as its first argument (`:set card_cvv …`,
    /// `:try 3 …`): such a line never enters the history.
    func namesSecretField(_ line: UnsafeRawBufferPointer) -> Bool {
        guard line.first == UInt8(ascii: ":") else { return false }
        let words = line.split(separator: UInt8(ascii: " "), maxSplits: 2, omittingEmptySubsequences: true)
        guard words.count > 1 else { return false }
        let key = String(decoding: words[1], as: UTF8.self)
        var index = state.form.index(ofKey: key)
        if index == nil, let n = Int(key), n >= 1, n <= state.visibleFields.count { index = state.visibleFields[n - 1] }
        return index.map { state.form.fields[$0].isSecret } ?? false
    }

    // MARK: ending

    /// Zeroes every value, the line source's history, and forgets the screens' values.
    func wipeAll() {
        state.wipe()
        source.wipe()
    }
}
