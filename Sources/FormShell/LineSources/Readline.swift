@preconcurrency import CReadline
import FormCore
import CFormNative
import Glibc

/// The one file that touches GNU readline. Readline is used on one thread only, for
/// commands and non-secret values; after every line its buffers are zeroed (SPEC §8.4).
enum Readline {
    /// Completion and live-check hooks of the prompt being read (readline calls back
    /// into C functions, which can only reach them through globals).
    nonisolated(unsafe) static var completions: (String) -> [String] = { _ in [] }
    nonisolated(unsafe) static var liveCheck: ((UnsafeRawBufferPointer) -> Bool?)?
    nonisolated(unsafe) static var promptBase = ""
    nonisolated(unsafe) static var lastMark: Bool?? = nil
    nonisolated(unsafe) static var colors = true
    nonisolated(unsafe) static var pendingMatches: [String] = []
    nonisolated(unsafe) static var configured = false

    /// One-time set-up: the name for `$if formsh` in inputrc, no signal handling of its
    /// own, our completion and redisplay hooks.
    static func configure(colors: Bool) {
        self.colors = colors
        guard !configured else { return }
        configured = true
        rl_readline_name = UnsafePointer(strdup("formsh"))
        rl_catch_signals = 0
        // Readline echoes through stdio: a buffered stdout keeps the echo of the last line
        // typed (prompt and value) in its buffer after the flush. Unbuffered, nothing stays.
        setvbuf(stdout, nil, _IONBF, 0)
        rl_catch_sigwinch = 1
        rl_attempted_completion_function = { text, start, end in
            rl_attempted_completion_over = 1
            let line = rl_line_buffer.map { String(cString: $0) } ?? ""
            let prefix = String(line.utf8.prefix(Int(end))) ?? line
            Readline.pendingMatches = Readline.completions(prefix)
            guard !Readline.pendingMatches.isEmpty else { return nil }
            return rl_completion_matches(text) { _, state in
                if state == 0 { Readline.matchIndex = 0 }
                guard Readline.matchIndex < Readline.pendingMatches.count else { return nil }
                let m = Readline.pendingMatches[Readline.matchIndex]
                Readline.matchIndex += 1
                return strdup(m)
            }
        }
        // Candidates are whole lines (a label with spaces, `:goto KEY`): no word breaks, so
        // readline replaces the line typed so far instead of its last word.
        rl_completer_word_break_characters = UnsafePointer(strdup(""))
        rl_redisplay_function = { Readline.redisplayWithMark() }
        // Ctrl-L: readline's clear-screen only starts a new line when the terminal's
        // entry has no clear capability (as with some TERM values): clear with the ANSI
        // sequence every terminal formsh runs on knows, then redraw the prompt and line.
        rl_bind_key(12) { _, _ in
            fputs("\u{1B}[H\u{1B}[2J", rl_outstream ?? stdout)
            fflush(rl_outstream ?? stdout)
            rl_forced_update_display()
            return 0
        }
        // Ctrl-C: formsh's SIGINT handler sets a flag and the interrupted read returns
        // EINTR; our read function then ends the line at once, so the shell cancels it.
        rl_getc_function = { stream in
            var c: UInt8 = 0
            while true {
                let n = Glibc.read(fileno(stream), &c, 1)
                if n == 1 { return Int32(c) }
                if n == 0 || errno != EINTR { return EOF }
                if fn_sigint_peek() != 0 {
                    rl_replace_line("", 0)
                    return EOF
                }
            }
        }
    }

    nonisolated(unsafe) static var matchIndex = 0

    /// Re-runs the field's rules on the text typed so far and updates the prompt's mark.
    static func redisplayWithMark() {
        if let check = liveCheck {
            let len = Int(rl_end)
            let mark: Bool? = len == 0 ? nil : rl_line_buffer.flatMap { check(UnsafeRawBufferPointer(start: $0, count: len)) }
            if lastMark == nil || lastMark! != mark {
                let hadMark = lastMark != nil
                lastMark = .some(mark)
                rl_set_prompt(promptText(mark: mark))
                // Readline mis-tracks the screen when a prompt with invisible colour codes
                // changes in the same redraw that shortens the line: redraw it whole.
                if hadMark {
                    rl_clear_visible_line()
                    rl_forced_update_display()
                    return
                }
            }
        }
        rl_redisplay()
    }

    static func promptText(mark: Bool?) -> String {
        guard let mark else { return promptBase + "> " }
        let symbol = mark ? "✓" : "✗"
        guard colors else { return "\(promptBase) \(symbol)> " }
        let code = mark ? "32" : "31"
        return "\(promptBase) \u{01}\u{1B}[\(code)m\u{02}\(symbol)\u{01}\u{1B}[0m\u{02}> "
    }

    /// Reads one line into a new store block; zeroes readline's copies afterwards.
    static func read(_ prompt: Prompt, store: SecretStore) -> LineRead {
        completions = prompt.completions
        liveCheck = prompt.liveCheck
        promptBase = prompt.name
        lastMark = nil
        defer {
            liveCheck = nil
            completions = { _ in [] }
        }
        // The settings a fatal signal's handler restores, taken before readline changes them.
        _ = fn_tty_save(0)
        let line = readline(promptText(mark: nil))
        if fn_sigint_take() != 0 {
            if let line { fn_secure_zero(line, strlen(line)); free(line) }
            scrubLineState()
            print("^C")
            return .interrupted
        }
        guard let raw = line else {
            scrubLineState()
            // Ctrl-D leaves the cursor after the prompt: end the line, so whatever
            // prints next (the parent shell's prompt) starts on a line of its own.
            print("")
            return .endOfInput
        }
        let length = strlen(raw)
        defer {
            fn_secure_zero(raw, length)
            free(raw)
            scrubDisplay(length: length)
            scrubLineState()
        }
        guard length <= Prompt.maxLineBytes else { return .tooLong(limit: Prompt.maxLineBytes) }
        if length > 0 { add_history(raw) }
        guard let h = try? store.store(UnsafeRawBufferPointer(start: raw, count: length)) else {
            return .tooLong(limit: store.capacity)
        }
        return .line(h)
    }

    /// Readline's redisplay keeps the last line shown (prompt and text) in its two display
    /// buffers. Redraws a line of spaces at least as long, twice, into /dev/null, so both
    /// buffers are overwritten.
    static func scrubDisplay(length: Int) {
        guard length > 0, let devnull = fopen("/dev/null", "w") else { return }
        let saved = rl_outstream
        rl_outstream = devnull
        liveCheck = nil
        rl_replace_line(String(repeating: " ", count: length + 8), 0)
        rl_forced_update_display()
        rl_forced_update_display()
        rl_outstream = saved
        fclose(devnull)
    }

    /// Zeroes `rl_line_buffer` over its whole length and the undo list, then frees the list.
    static func scrubLineState() {
        if let b = rl_line_buffer { fn_secure_zero(b, Int(rl_line_buffer_len)) }
        var u = rl_undo_list
        while let entry = u {
            if let t = entry.pointee.text { fn_secure_zero(t, strlen(t)) }
            u = entry.pointee.next
        }
        rl_free_undo_list()
    }

    /// Zeroes every history entry's text, then clears the history.
    static func wipeHistory() {
        if let list = history_list() {
            var i = 0
            while let entry = list[i] {
                if let line = entry.pointee.line { fn_secure_zero(line, strlen(line)) }
                i += 1
            }
        }
        clear_history()
    }
}
