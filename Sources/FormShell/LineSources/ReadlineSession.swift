@preconcurrency import CReadline
import FormCore
import Glibc

/// GNU readline's functions and variables, opened at the first use (CReadline/shim.h).
nonisolated(unsafe) private let rl = formsh_readline().pointee

/// The one file that touches GNU readline, and the one owner of everything readline holds
/// of what was typed (SPEC §8.4, §8.6). Readline is used on one thread only, for commands
/// and non-secret values.
///
/// What readline keeps, and how each copy is cleared:
/// - the returned line: zeroed before `free`;
/// - `rl_line_buffer`: zeroed over its whole length after every line, Ctrl-C included;
/// - the undo list: its texts zeroed, then freed, after every line;
/// - the two display buffers (the last line drawn): a line of spaces as long as the
///   longest one shown is drawn twice into /dev/null after every line, Ctrl-C included;
/// - the line saved when Up leaves an edited line: freed after every line;
/// - the history: a line the prompt says not to remember (one naming a secret field)
///   never enters it; on wipe every entry is zeroed, then freed with its undo data;
/// - the kill ring (Ctrl-U, Ctrl-K, Ctrl-W, M-d and whatever an inputrc binds to a kill
///   command): readline keeps it private, so on wipe ten empty kills push every entry
///   out of it (readline keeps ten); Ctrl-Y then yanks nothing;
/// - every block readline frees or moves while it edits (a growing line buffer, replaced
///   undo entries, kill-ring entries pushed out): zeroed by formsh's heap (CFormNative/heap.c).
final class ReadlineSession {
    /// The session readline's C callbacks reach: readline calls plain C function pointers,
    /// which cannot capture anything. Set by `init`; one session per process.
    nonisolated(unsafe) private static var current: ReadlineSession?

    private let colors: Bool
    /// Completion and live-check hooks of the prompt being read.
    private var completions: (String) -> [String] = { _ in [] }
    private var liveCheck: ((UnsafeRawBufferPointer) -> Bool?)?
    private var promptBase = ""
    private var lastMark: Bool?? = nil
    private var pendingMatches: [String] = []
    private var matchIndex = 0
    /// The longest line drawn since the display buffers were last overwritten.
    private var longestShown = 0
    /// Readline keeps this many kills (`DEFAULT_MAX_KILLS` in kill.c).
    private static let killRingSize = 10

    /// Sets readline up (once per process): the name for `$if formsh` in inputrc, no
    /// signal handling of its own, formsh's completion, redisplay and read hooks.
    init(colors: Bool) {
        self.colors = colors
        let first = ReadlineSession.current == nil
        ReadlineSession.current = self
        guard first else { return }
        rl.readline_name.pointee = UnsafePointer(strdup("formsh"))
        rl.catch_signals.pointee = 0
        // Readline echoes through stdio: a buffered stdout keeps the echo of the last line
        // typed (prompt and value) in its buffer after the flush. Unbuffered, nothing stays.
        setvbuf(stdout, nil, _IONBF, 0)
        rl.catch_sigwinch.pointee = 1
        rl.attempted_completion_function.pointee = { text, start, end in
            rl.attempted_completion_over.pointee = 1
            guard let session = ReadlineSession.current else { return nil }
            let line = rl.line_buffer.pointee.map { String(cString: $0) } ?? ""
            let prefix = String(line.utf8.prefix(Int(end))) ?? line
            session.pendingMatches = session.completions(prefix)
            guard !session.pendingMatches.isEmpty else { return nil }
            return rl.completion_matches(text) { _, state in
                guard let session = ReadlineSession.current else { return nil }
                if state == 0 { session.matchIndex = 0 }
                guard session.matchIndex < session.pendingMatches.count else { return nil }
                let m = session.pendingMatches[session.matchIndex]
                session.matchIndex += 1
                return strdup(m)
            }
        }
        // Candidates are whole lines (a label with spaces, `:goto KEY`): no word breaks, so
        // readline replaces the line typed so far instead of its last word.
        rl.completer_word_break_characters.pointee = UnsafePointer(strdup(""))
        rl.redisplay_function.pointee = { ReadlineSession.current?.redisplayWithMark() }
        // Ctrl-L: readline's clear-screen only starts a new line when the terminal's
        // entry has no clear capability (as with some TERM values): clear with the ANSI
        // sequence every terminal formsh runs on knows, then redraw the prompt and line.
        _ = rl.bind_key(12) { _, _ in
            fputs("\u{1B}[H\u{1B}[2J", rl.outstream.pointee ?? stdout)
            fflush(rl.outstream.pointee ?? stdout)
            _ = rl.forced_update_display()
            return 0
        }
        // Ctrl-C: formsh's SIGINT handler sets a flag and the interrupted read returns
        // EINTR. The line is emptied and readline is handed Ctrl-J with `rl_done` set, so
        // whatever it is in the middle of (a search, a completion) ends the way a key
        // ends it and the line is returned; the shell then drops it. After Ctrl-Z and
        // `fg` the C handler has put readline's terminal settings back; redraw the line.
        rl.getc_function.pointee = { stream in
            var c: UInt8 = 0
            while true {
                if Native.interruptPending {
                    rl.replace_line("", 0)
                    rl.done.pointee = 1
                    return 0x0A
                }
                let n = Glibc.read(fileno(stream), &c, 1)
                if n == 1 { return Int32(c) }
                if n == 0 || errno != EINTR { return EOF }
                if Native.takeContinued() {
                    _ = rl.crlf()
                    _ = rl.on_new_line()
                    _ = rl.forced_update_display()
                }
            }
        }
    }

    /// Re-runs the field's rules on the text typed so far and updates the prompt's mark.
    private func redisplayWithMark() {
        longestShown = max(longestShown, Int(rl.end.pointee))
        if let check = liveCheck {
            let len = Int(rl.end.pointee)
            let mark: Bool? = len == 0 ? nil : rl.line_buffer.pointee.flatMap { check(UnsafeRawBufferPointer(start: $0, count: len)) }
            if lastMark.map({ $0 != mark }) ?? true {
                let hadMark = lastMark != nil
                lastMark = .some(mark)
                _ = rl.set_prompt(promptText(mark: mark))
                // Readline mis-tracks the screen when a prompt with invisible colour codes
                // changes in the same redraw that shortens the line: redraw it whole.
                if hadMark {
                    _ = rl.clear_visible_line()
                    _ = rl.forced_update_display()
                    return
                }
            }
        }
        rl.redisplay()
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
            scrubDisplay()
            scrubLineState()
        }
        // The settings a fatal signal's handler restores, taken before readline changes them.
        Native.saveTerminal(0)
        let line = rl.readline(promptText(mark: nil))
        if Native.takeInterrupt() {
            if let line { Native.zero(line, strlen(line)); free(line) }
            print("^C")
            return .interrupted
        }
        guard let raw = line else {
            // Ctrl-D leaves the cursor after the prompt: end the line, so whatever
            // prints next (the parent shell's prompt) starts on a line of its own.
            print("")
            return .endOfInput
        }
        let length = strlen(raw)
        defer {
            Native.zero(raw, length)
            free(raw)
        }
        let bytes = UnsafeRawBufferPointer(start: raw, count: length)
        guard length <= Prompt.maxLineBytes else { return .tooLong(limit: Prompt.maxLineBytes) }
        if length > 0 && prompt.mayRemember(bytes) { rl.add_history(raw) }
        guard let h = try? store.store(bytes) else { return .tooLong(limit: store.capacity) }
        return .line(h)
    }

    /// Forgets everything typed so far: history, kill ring, line and display buffers.
    func wipe() {
        wipeHistory()
        emptyKillRing()
        scrubDisplay()
        scrubLineState()
    }

    /// Readline's redisplay keeps the last line shown (prompt and text) in its two display
    /// buffers. Redraws a line of spaces at least as long as the longest shown, twice, into
    /// /dev/null, so both buffers are overwritten.
    private func scrubDisplay() {
        let length = longestShown
        guard length > 0, rl.line_buffer.pointee != nil, let devnull = fopen("/dev/null", "w") else { return }
        let saved = rl.outstream.pointee
        rl.outstream.pointee = devnull
        let check = liveCheck
        liveCheck = nil
        rl.replace_line(String(repeating: " ", count: length + 8), 0)
        _ = rl.forced_update_display()
        _ = rl.forced_update_display()
        rl.outstream.pointee = saved
        liveCheck = check
        fclose(devnull)
        longestShown = 0
    }

    /// Zeroes `rl_line_buffer` over its whole length and the undo list, then frees the
    /// list and the line Up saved (first: it may own the current undo list, and then
    /// frees it itself).
    private func scrubLineState() {
        if let b = rl.line_buffer.pointee { Native.zero(b, Int(rl.line_buffer_len.pointee)) }
        rl.end.pointee = 0
        rl.point.pointee = 0
        var u = rl.undo_list.pointee
        while let entry = u {
            if let t = entry.pointee.text { Native.zero(t, strlen(t)) }
            u = entry.pointee.next
        }
        _ = rl.free_saved_history_line()
        rl.free_undo_list()
    }

    /// Pushes every entry out of readline's kill ring with empty kills: each kill of a
    /// single NUL byte stores an empty string in a new slot, and the entry pushed out is
    /// freed (and zeroed by formsh's heap).
    private func emptyKillRing() {
        #if !FORMSH_TEST_NO_WIPE
        guard let buffer = rl.line_buffer.pointee, rl.line_buffer_len.pointee >= 2 else { return }
        for _ in 0..<ReadlineSession.killRingSize {
            buffer[0] = 0
            rl.end.pointee = 1
            rl.point.pointee = 1
            rl.last_command_was_kill.pointee = 0
            _ = rl.kill_text(0, 1)
        }
        rl.last_command_was_kill.pointee = 0
        scrubLineState()
        #endif
    }

    /// Zeroes every history entry's text, frees the undo list an edited entry carries,
    /// then clears the history (`clear_history` also empties the list readline's search
    /// walks; `rl_clear_history` would leave it pointing at freed entries).
    private func wipeHistory() {
        if let list = rl.history_list() {
            var i = 0
            while let entry = list[i] {
                if let line = entry.pointee.line { Native.zero(line, strlen(line)) }
                if let data = entry.pointee.data {
                    let undo = data.assumingMemoryBound(to: UNDO_LIST.self)
                    if undo == rl.undo_list.pointee { rl.undo_list.pointee = nil }
                    rl.free_undo_list_of(undo)
                    entry.pointee.data = nil
                }
                i += 1
            }
        }
        rl.clear_history()
    }
}
