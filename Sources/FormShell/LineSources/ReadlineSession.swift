import FormCore
import FormSystem

/// The one owner of everything GNU readline holds of what was typed (docs/contract.md, "Secrets and memory" item 4,
/// "Secrets and memory" item 6):
/// what to clear and when; the calls into readline are `Native.Readline`'s. Readline is
/// used on one thread only, for commands and non-secret values, and draws through the
/// session's output, which is the output gate's (docs/contract.md, "Submission").
///
/// What readline keeps, and how each copy is cleared:
/// - the returned line: zeroed before `free`;
/// - `rl_line_buffer`: zeroed over its whole length after every line, Ctrl-C included;
/// - the undo list: its texts zeroed, then freed, after every line;
/// - the two display buffers (the last line drawn): readline sizes them to the widest
///   thing ever drawn, rounded up to 1024·2ⁿ bytes, and never shrinks them; after every
///   line, Ctrl-C included, and on wipe, a line of spaces as long as that size is drawn
///   twice out of sight, which overwrites both over their whole allocated size;
/// - the line saved when Up leaves an edited line: freed after every line;
/// - the completion candidates (whole lines, the text typed included): dropped after
///   every line and on wipe, and readline's menu completions emptied on wipe;
/// - the history: a line the prompt says not to remember (one naming a secret field)
///   never enters it; on wipe every entry is zeroed, then freed with its undo data;
/// - the kill ring (Ctrl-U, Ctrl-K, Ctrl-W, M-d and whatever an inputrc binds to a kill
///   command): readline keeps it private, so on wipe ten empty kills push every entry
///   out of it (readline keeps ten); Ctrl-Y then yanks nothing;
/// - the search strings (the last incremental search, which Ctrl-R Ctrl-R repeats, the
///   non-incremental `M-p` string, the `history-search-backward` prefix), the search
///   prompt in the echo area's buffer, and the keys of the command under way: private
///   too, so on wipe formsh runs each search once with a harmless string, out of sight,
///   and readline frees the old one (`Native.Readline.forgetSearches`);
/// - every block readline frees or moves while it edits (a growing line buffer, replaced
///   undo entries, kill-ring entries pushed out, the strings given up above): zeroed by
///   formsh's heap (CFormNative/heap.c).
final class ReadlineSession: ReadlineClient {
    private let colors: Bool
    /// Completion and live-check hooks of the prompt being read.
    private var completions: (String) -> [Completion] = { _ in [] }
    private var liveCheck: ((UnsafeRawBufferPointer) -> Bool?)?
    private var promptBase = ""
    private var lastMark: Bool?? = nil
    /// The most bytes the display buffers ever held (prompt and line), and the longest
    /// prompt drawn (a search's prompt included): what the scrubs must cover.
    private var longestDrawn = 0
    private var longestPrompt = 0
    /// Readline keeps this many kills (`DEFAULT_MAX_KILLS` in kill.c).
    private static let killRingSize = 10

    /// Sets readline up (once per process) and makes this the session its hooks reach;
    /// readline draws on `output`.
    init(colors: Bool, output: any TextSink) {
        self.colors = colors
        Native.Readline.attach(self, output: output, colors: colors)
    }

    func completions(for prefix: String) -> [Completion] { completions(prefix) }

    /// Re-runs the field's rules on the text typed so far and updates the prompt's mark.
    func redisplay() {
        guard !Native.Readline.isDriven else {
            Native.Readline.redisplay()
            return
        }
        let length = Native.Readline.lineLength
        longestDrawn = max(longestDrawn, Native.Readline.displayedLength)
        longestPrompt = max(longestPrompt, Native.Readline.displayedLength - length)
        if let check = liveCheck {
            let mark: Bool? = length == 0 ? nil : Native.Readline.lineBeingEdited.flatMap { check($0) }
            if lastMark.map({ $0 != mark }) ?? true {
                let hadMark = lastMark != nil
                lastMark = .some(mark)
                Native.Readline.setPrompt(promptText(mark: mark))
                // Readline mis-tracks the screen when a prompt with invisible colour codes
                // changes in the same redraw that shortens the line: redraw it whole.
                if hadMark {
                    Native.Readline.redrawWhole()
                    return
                }
            }
        }
        Native.Readline.redisplay()
    }

    private func promptText(mark: Bool?) -> String {
        guard let mark else { return promptBase + "> " }
        let symbol = mark ? "✓" : "✗"
        guard colors else { return "\(promptBase) \(symbol)> " }
        let code = mark ? "32" : "31"
        return "\(promptBase) \u{01}\u{1B}[\(code)m\u{02}\(symbol)\u{01}\u{1B}[0m\u{02}> "
    }

    /// Reads one line into a new store block; zeroes readline's copies afterwards, on
    /// every path.
    func read(_ prompt: Prompt, store: SecretStore) -> LineRead {
        completions = prompt.completions
        liveCheck = prompt.liveCheck
        promptBase = prompt.name
        lastMark = nil
        defer {
            liveCheck = nil
            completions = { _ in [] }
            Native.Readline.forgetCompletions()
            scrubDisplay()
            Native.Readline.scrubLineState()
        }
        // The settings a fatal signal's handler restores, taken before readline changes them.
        Native.saveTerminal(0)
        let (read, kept) = withPrefill(prompt, store: store) {
            Native.Readline.read(prompt: prompt.question ?? promptText(mark: nil))
        }
        if Interrupt.take() {
            read.map(Native.Readline.release)
            return .interrupted
        }
        guard let line = read else { return .endOfInput }
        defer { Native.Readline.release(line) }
        guard line.bytes.count <= Prompt.maxLineBytes else { return .tooLong(limit: Prompt.maxLineBytes) }
        if line.bytes.count > 0 && prompt.mayRemember(line.bytes) { Native.Readline.addHistory(line) }
        // Enter on the pre-filled value as it was keeps it: an empty line, as in plain mode.
        guard let h = try? store.store(kept ? UnsafeRawBufferPointer(rebasing: line.bytes[0..<0]) : line.bytes) else {
            return .tooLong(limit: store.capacity)
        }
        return .line(h)
    }

    /// Pre-fill (docs/contract.md, "The shell"): the prompt's value goes on the line before the first key, as a
    /// selection (`LineSelection`: typing replaces it, a motion edits it). Its bytes are
    /// copied, with a closing NUL, into a block of the store that readline's start-up hook
    /// inserts from (readline copies them into its line buffer, which is zeroed after the
    /// line like any other); the block is freed (zeroed) once the line is read. `kept`:
    /// the line read is the value as it was put there.
    private func withPrefill(
        _ prompt: Prompt, store: SecretStore,
        _ read: () -> Native.Readline.Line?
    ) -> (line: Native.Readline.Line?, kept: Bool) {
        var staged: SecretHandle?
        prompt.prefill? { bytes in
            guard !bytes.isEmpty, let h = try? store.allocate(capacity: bytes.count + 1) else { return }
            store.update(h) { block in
                UnsafeMutableRawBufferPointer(rebasing: block[..<bytes.count]).copyMemory(from: bytes)
                block[bytes.count] = 0
                return bytes.count + 1
            }
            staged = h
        }
        guard let h = staged else { return (read(), false) }
        defer { store.free(h) }
        return store.withBytes(h) { text in
            Native.Readline.insertAtStart(text)
            defer { Native.Readline.insertAtStart(nil) }
            let line = read()
            let value = UnsafeRawBufferPointer(rebasing: text[..<(text.count - 1)])
            return (line, line.map { $0.bytes.elementsEqual(value) } ?? false)
        }
    }

    /// Forgets everything typed so far: history, kill ring, searches, completions, line
    /// and display buffers.
    func wipe() {
        Native.Readline.wipeHistory()
        #if !FORMSH_TEST_NO_WIPE
            Native.Readline.pushOutKills(ReadlineSession.killRingSize)
            Native.Readline.forgetSearches(longestPrompt: longestPrompt)
        #endif
        Native.Readline.forgetCompletions()
        scrubDisplay()
        Native.Readline.scrubLineState()
    }

    /// Overwrites readline's two display buffers over their whole allocated size, with
    /// the live check off so that the spaces are not judged.
    private func scrubDisplay() {
        let check = liveCheck
        liveCheck = nil
        defer { liveCheck = check }
        Native.Readline.overwriteDisplay(longestDrawn: longestDrawn)
    }
}
