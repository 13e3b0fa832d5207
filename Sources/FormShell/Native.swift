import CFormNative
@preconcurrency import CReadline
import FormSystem
import Glibc

// The one file of FormShell that calls C: formsh's own functions (termios and signals),
// read(2), and GNU readline. Typed Swift wrappers, so no C call or C type is spread over
// the module; the module's process-wide mutable state (what readline's callbacks reach)
// lives here too.

/// formsh's C functions and the C library, as FormShell uses them.
enum Native {
    /// Remembers the terminal's current settings as the ones every exit path restores.
    @discardableResult
    static func saveTerminal(_ fd: Int32) -> Bool { fn_tty_save(fd) == 0 }

    /// Echo and canonical mode off, signals on (the secure reader).
    static func rawNoEcho(_ fd: Int32) -> Bool { fn_tty_raw_noecho(fd) == 0 }

    /// Echo off while a request is in flight, signals on (Ctrl-C cancels it).
    @discardableResult
    static func echoOff(_ fd: Int32) -> Bool { fn_tty_echo_off(fd) == 0 }

    /// Puts back the settings `saveTerminal` took.
    static func restoreTerminal() { fn_tty_restore() }

    /// Drops what was typed but not read yet; the number of bytes dropped.
    static func discardTypeAhead(_ fd: Int32) -> Int { Int(fn_tty_discard_input(fd)) }

    /// Whether the process was continued after a stop since the last call (and forgets it).
    static func takeContinued() -> Bool { fn_continued_take() != 0 }

    /// Zeroes bytes that held typed text (`explicit_bzero`).
    static func zero(_ p: UnsafeMutableRawPointer?, _ count: Int) { fn_secure_zero(p, count) }

    /// Ctrl-Z and SIGCONT keep the terminal right around a stop (see `fn_stop_handlers_install`).
    static func installStopHandlers() { fn_stop_handlers_install() }

    /// What one `read(2)` gave.
    enum ReadOutcome: Equatable {
        /// This many bytes (at least one).
        case bytes(Int)
        case endOfFile
        /// A signal arrived first (`EINTR`): Ctrl-C, or a continue after a stop.
        case interrupted
        case failed
    }

    /// Reads what is there, up to the buffer's size.
    static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> ReadOutcome {
        outcome(Glibc.read(fd, buffer.baseAddress, buffer.count))
    }

    /// Reads one byte into `byte` (a typed secret's: no other copy is made).
    static func readByte(_ fd: Int32, into byte: inout UInt8) -> ReadOutcome {
        outcome(Glibc.read(fd, &byte, 1))
    }

    private static func outcome(_ n: Int) -> ReadOutcome {
        if n > 0 { return .bytes(n) }
        if n == 0 { return .endOfFile }
        return errno == EINTR ? .interrupted : .failed
    }

    /// The offset of the first `byte` in `buffer` (`memchr`), or nil.
    static func firstIndex(of byte: UInt8, in buffer: UnsafeRawBufferPointer) -> Int? {
        guard let base = buffer.baseAddress else { return nil }
        return memchr(base, Int32(byte), buffer.count).map { UnsafeRawPointer($0) - base }
    }
}

// MARK: - GNU readline

/// GNU readline's functions and variables, opened at the first use (CReadline/shim.h).
nonisolated(unsafe) private let rl = formsh_readline().pointee

/// What readline's callbacks ask of the session being read.
protocol ReadlineClient: AnyObject {
    /// Completion candidates for the line typed so far (whole lines).
    func completions(for prefix: String) -> [Completion]
    /// Redraws the line (readline's redisplay hook).
    func redisplay()
}

extension Native {
    /// GNU readline, as `ReadlineSession` uses it: set-up, reading a line, and the calls
    /// that clear each copy readline keeps of what was typed.
    enum Readline {
        /// The client readline's C callbacks reach: C function pointers capture nothing.
        nonisolated(unsafe) private static var client: ReadlineClient?
        /// The NUL-terminated text the start-up hook puts on the next line read (pre-fill), or nil.
        nonisolated(unsafe) private static var startupText: UnsafeRawPointer?
        /// The candidates of the completion under way, and the next one to hand out.
        nonisolated(unsafe) private static var matches: [Completion] = []
        nonisolated(unsafe) private static var matchIndex = 0
        /// Where readline draws: the session's output, which is the output gate's (docs/contract.md, "Submission").
        nonisolated(unsafe) private static var terminal: (any TextSink)?
        /// Readline's output stream: a stdio stream whose writes go to `terminal`.
        nonisolated(unsafe) private static var terminalStream: UnsafeMutablePointer<FILE>?
        /// Keys handed to readline instead of reading the terminal while formsh drives one of
        /// its commands (`forgetSearches`), and whether it is doing so.
        nonisolated(unsafe) private static var scriptedKeys: [Int32] = []
        nonisolated(unsafe) private static var scripting = false
        /// Whether readline has read a line in this process (its buffers exist).
        nonisolated(unsafe) private static var hasRead = false
        /// Whether the line holds the pre-filled value as a selection (docs/contract.md, "The
        /// shell"): the first key decides what becomes of it (`selectionKey`).
        nonisolated(unsafe) private static var selecting = false
        /// Whether the selection of the line being read was marked (`markSelection`).
        nonisolated(unsafe) private static var marked = false
        /// How long the rest of a key sequence (after ESC) is waited for, as readline's
        /// `keyseq-timeout` does by default.
        private static let keySequenceTimeout: Int32 = 500

        /// Whether formsh is driving readline out of sight (`forgetSearches`, the display
        /// scrub): the redisplay hook then only draws.
        static var isDriven: Bool { scripting }

        /// A line readline returned, read in place; `release` zeroes and frees it.
        struct Line {
            fileprivate let pointer: UnsafeMutablePointer<CChar>
            let bytes: UnsafeRawBufferPointer
        }

        /// Makes `client` the one the callbacks reach and `output` where readline draws; the
        /// first call sets readline up (once per process): the name for `$if formsh` in
        /// inputrc, no signal handling of its own, an output stream through the gate,
        /// formsh's completion, redisplay, Ctrl-L and read hooks.
        /// Readline learns the terminal (its capabilities and size, from the terminal itself,
        /// though it draws through the gate's stream) while its own redisplay function is set:
        /// with another one it assumes a terminal that cannot move the cursor up, and
        /// scrolls a long line sideways instead of wrapping it. The selection is drawn as
        /// readline's active region: reverse video, or underlined without colours.
        static func attach(_ client: ReadlineClient, output: any TextSink, colors: Bool) {
            let first = Readline.client == nil
            Readline.client = client
            terminal = output
            guard first else { return }
            rl.readline_name.pointee = UnsafePointer(strdup("formsh"))
            rl.catch_signals.pointee = 0
            // Readline draws through stdio: its own stream, unbuffered, hands every byte to
            // the session's output at once, so nothing stays in a stdio buffer either.
            terminalStream = gateStream()
            if let stream = terminalStream { rl.outstream.pointee = stream }
            rl.catch_sigwinch.pointee = 1
            rl.attempted_completion_function.pointee = { text, _, end in Readline.complete(text, end: end) }
            // Candidates are whole lines (a label with spaces, `:goto KEY`): no word breaks, so
            // readline replaces the line typed so far instead of its last word.
            rl.completer_word_break_characters.pointee = UnsafePointer(strdup(""))
            _ = rl.bind_key(12) { _, _ in Readline.clearScreen() }
            rl.getc_function.pointee = { stream in Readline.nextKey(stream) }
            rl.startup_hook.pointee = { Readline.insertStartupText() }
            rl.completion_display_matches_hook.pointee = { list, count, _ in
                Readline.listMatches(list, count: Int(count))
            }
            _ = rl.initialize()
            _ = rl.variable_bind("active-region-start-color", colors ? "\\e[7m" : "\\e[4m")
            _ = rl.variable_bind("active-region-end-color", colors ? "\\e[27m" : "\\e[24m")
            rl.redisplay_function.pointee = {
                Readline.markSelection()
                Readline.client?.redisplay()
            }
        }

        /// Makes the next `read` start with `text` on the line (NUL-terminated bytes that stay
        /// valid until the read returns), or with an empty line (nil).
        static func insertAtStart(_ text: UnsafeRawBufferPointer?) {
            startupText = text?.baseAddress
        }

        /// Readline's start-up hook (before the prompt is drawn): inserts the pre-fill text,
        /// once, as if typed (the undo list records the insertion, not the text).
        private static func insertStartupText() -> Int32 {
            guard let text = startupText else { return 0 }
            startupText = nil
            _ = rl.insert_text(text.assumingMemoryBound(to: CChar.self))
            selecting = true
            return 0
        }

        /// Before the line is first drawn: marks the pre-filled value as readline's active
        /// region, which readline draws highlighted until the first key's command ends. (Not
        /// in the start-up hook: readline deactivates the mark after it; drawn at once rather
        /// than redrawn, so the terminal is not asked to move back over the value.)
        private static func markSelection() {
            guard selecting, !marked else { return }
            marked = true
            rl.mark.pointee = 0
            rl.point.pointee = rl.end.pointee
            rl.activate_mark()
        }

        /// An unbuffered stdio stream whose writes go to the session's output.
        private static func gateStream() -> UnsafeMutablePointer<FILE>? {
            formsh_readline_stream { bytes, count in
                Readline.terminal?.write(bytes: UnsafeRawBufferPointer(start: bytes, count: count))
            }
        }

        /// A stdio stream that discards what is written: where readline draws while formsh
        /// overwrites its buffers. No file is opened.
        private static func discardStream() -> UnsafeMutablePointer<FILE>? { formsh_readline_stream(nil) }

        /// Readline's completion hook: the client's candidates, handed out one by one (none
        /// while formsh drives readline's menu completion to empty it).
        private static func complete(_ text: UnsafePointer<CChar>?, end: Int32) -> UnsafeMutablePointer<
            UnsafeMutablePointer<CChar>?
        >? {
            rl.attempted_completion_over.pointee = 1
            guard let client = Readline.client, !scripting else { return nil }
            let line = rl.line_buffer.pointee.map { String(cString: $0) } ?? ""
            let prefix = String(line.utf8.prefix(Int(end))) ?? line
            matches = client.completions(for: prefix)
            guard !matches.isEmpty else { return nil }
            return rl.completion_matches(text) { _, state in Readline.nextMatch(restart: state == 0) }
        }

        /// The next candidate of the completion under way, as a block readline frees.
        private static func nextMatch(restart: Bool) -> UnsafeMutablePointer<CChar>? {
            if restart { matchIndex = 0 }
            guard matchIndex < matches.count else { return nil }
            let m = matches[matchIndex]
            matchIndex += 1
            return strdup(m.text)
        }

        /// Tab Tab: the candidates, listed in columns as readline lists them, each row written
        /// whole through the session's output, so that the gate masks what it would mask
        /// anywhere (readline writes a candidate character by character); each shown as the
        /// completion says (an option's label beside the value that stands for it).
        private static func listMatches(_ list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, count: Int) {
            guard let list, count > 0 else { return }
            let texts = (1...count).compactMap { list[$0].map { String(cString: $0) } }
            let shown = texts.map { t in matches.first { $0.text == t }?.shown ?? t }
            var columns: Int32 = 0
            var rows: Int32 = 0
            rl.get_screen_size(&rows, &columns)
            _ = rl.crlf()
            for row in CompletionList.rows(shown, width: Int(columns)) { terminal?.write(row + "\n") }
            terminal?.flush()
            _ = rl.forced_update_display()
        }

        /// Forgets the candidates of the last completion: they are whole lines, the text
        /// typed so far included (formsh's heap zeroes the strings as they are freed).
        static func forgetCompletions() {
            matches = []
            matchIndex = 0
        }

        /// Ctrl-L: readline's clear-screen only starts a new line when the terminal's
        /// entry has no clear capability (as with some TERM values): clear with the ANSI
        /// sequence every terminal formsh runs on knows, through the session's output,
        /// then redraw the prompt and line.
        private static func clearScreen() -> Int32 {
            terminal?.write("\u{1B}[H\u{1B}[2J")
            terminal?.flush()
            _ = rl.forced_update_display()
            return 0
        }

        /// Readline's read hook. Ctrl-C: formsh's SIGINT handler sets a flag and the
        /// interrupted read returns EINTR. The line is emptied and readline is handed Ctrl-J
        /// with `rl_done` set, so whatever it is in the middle of (a search, a completion)
        /// ends the way a key ends it and the line is returned; the shell then drops it.
        /// After Ctrl-Z and `fg` the C handler has put readline's terminal settings back;
        /// the line is redrawn. While formsh drives readline, the keys come from
        /// `scriptedKeys`, then Ctrl-J, which ends any search.
        /// A resize (SIGWINCH, caught by readline, which only notes it) interrupts the wait
        /// for a key: readline then learns the new size and redraws the line as bash's does.
        /// On a selected line, the first key is read whole and decides (`selectionKey`).
        private static func nextKey(_ stream: UnsafeMutablePointer<FILE>?) -> Int32 {
            if scripting { return scriptedKeys.isEmpty ? 0x0A : scriptedKeys.removeFirst() }
            let fd = fileno(stream)
            while true {
                let c = rawKey(fd)
                guard selecting, c >= 0, rl.done.pointee == 0 else {
                    selecting = false
                    return c
                }
                selecting = false
                if let key = selectionKey(first: UInt8(c), fd: fd) { return key }
            }
        }

        /// The next byte typed; EOF at end of input; on Ctrl-C, Ctrl-J with the line emptied
        /// and `rl_done` set.
        private static func rawKey(_ fd: Int32) -> Int32 {
            var c: UInt8 = 0
            while true {
                if Interrupt.isPending {
                    rl.replace_line("", 0)
                    rl.done.pointee = 1
                    return 0x0A
                }
                switch waitForInput(fd, milliseconds: -1) {
                case .ready:
                    let n = Glibc.read(fd, &c, 1)
                    if n == 1 { return Int32(c) }
                    if n == 0 || errno != EINTR { return EOF }
                case .timedOut, .interrupted: break
                case .failed: return EOF
                }
                if Native.takeContinued() {
                    _ = rl.crlf()
                    _ = rl.on_new_line()
                    _ = rl.forced_update_display()
                }
                resize()
            }
        }

        private enum Wait { case ready, timedOut, interrupted, failed }

        /// Waits until a byte can be read, for at most the time given (-1: however long).
        private static func waitForInput(_ fd: Int32, milliseconds: Int32) -> Wait {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let n = poll(&p, 1, milliseconds)
            if n > 0 { return .ready }
            if n == 0 { return .timedOut }
            return errno == EINTR ? .interrupted : .failed
        }

        /// Readline's own redraw after a resize (the old line cleared, the prompt and line
        /// drawn at the new width), which it does only while its own redisplay function is
        /// set; nothing when the size is the same.
        private static func resize() {
            let hook = rl.redisplay_function.pointee
            rl.redisplay_function.pointee = rl.redisplay
            rl.resize_terminal()
            rl.redisplay_function.pointee = hook
        }

        /// The first key on a selected line (`LineSelection`), read whole: an escape
        /// sequence's bytes after the first are handed back to readline. The line is
        /// emptied before a key that types (so it replaces the value) and for Backspace or
        /// Delete, which are used up (nil); any other key acts as usual on the value.
        private static func selectionKey(first: UInt8, fd: Int32) -> Int32? {
            var keys = [first]
            var binding = keyBinding(keys)
            while binding == .prefix, keys.count < 16, waitForInput(fd, milliseconds: keySequenceTimeout) == .ready {
                var c: UInt8 = 0
                guard Glibc.read(fd, &c, 1) == 1 else { break }
                keys.append(c)
                binding = keyBinding(keys)
            }
            rl.deactivate_mark()
            let outcome = LineSelection.outcome(of: keys, bound: binding)
            if outcome != .edit {
                _ = rl.delete_text(0, rl.end.pointee)
                (rl.point.pointee, rl.mark.pointee) = (0, 0)
            }
            if outcome == .clear {
                Readline.client?.redisplay()
                return nil
            }
            for k in keys.dropFirst() { _ = rl.stuff_char(Int32(k)) }
            return Int32(first)
        }

        /// What the keymap in use binds a key sequence to.
        private static func keyBinding(_ keys: [UInt8]) -> LineSelection.Binding {
            keys.withUnsafeBufferPointer { b in
                b.withMemoryRebound(to: CChar.self) { k in
                    guard let base = k.baseAddress else { return .other }
                    return LineSelection.Binding(formsh_readline_key_kind(base, k.count))
                }
            }
        }

        /// Reads a line at `prompt`; nil at end of input (Ctrl-D on an empty line).
        static func read(prompt: String) -> Line? {
            hasRead = true
            // The terminal may have been resized since the last line (readline notes a
            // resize only while it reads).
            rl.reset_screen_size()
            defer { (selecting, marked) = (false, false) }
            guard let pointer = rl.readline(prompt) else { return nil }
            return Line(pointer: pointer, bytes: UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
        }

        /// Zeroes and frees a line `read` returned.
        static func release(_ line: Line) {
            Native.zero(line.pointer, line.bytes.count)
            free(line.pointer)
        }

        /// Adds a line to the history (readline copies it).
        static func addHistory(_ line: Line) { rl.add_history(line.pointer) }

        /// The text being edited, in readline's line buffer (for the live mark).
        static var lineBeingEdited: UnsafeRawBufferPointer? {
            rl.line_buffer.pointee.map { UnsafeRawBufferPointer(start: $0, count: Int(rl.end.pointee)) }
        }

        /// How many bytes the line being edited holds.
        static var lineLength: Int { Int(rl.end.pointee) }

        /// How many bytes the display buffers hold now: the prompt drawn (a search's prompt
        /// during a search) and the line.
        static var displayedLength: Int {
            (rl.display_prompt.pointee.map { strlen($0) } ?? 0) + Int(rl.end.pointee)
        }

        /// The prompt readline draws from now on.
        static func setPrompt(_ prompt: String) { _ = rl.set_prompt(prompt) }

        /// Draws the line again.
        static func redisplay() { rl.redisplay() }

        /// Clears the line on the screen and draws prompt and line anew.
        static func redrawWhole() {
            _ = rl.clear_visible_line()
            _ = rl.forced_update_display()
        }

        /// Runs `body` with readline drawing into a stream that discards everything and its
        /// bell silenced, its keys from `keys`: formsh driving readline to overwrite or free
        /// what it keeps, unseen.
        private static func unseen(_ body: () -> Void) {
            guard let discard = discardStream() else { return }
            let (savedStream, savedBell) = (rl.outstream.pointee, rl.bell_preference.pointee)
            let savedPrivate = rl.out_stream_private.pointee
            // Readline draws on its private copy of rl_outstream, taken when readline()
            // starts: outside a readline() call (a wipe at exit, :wipe) only it counts.
            (rl.outstream.pointee, rl.out_stream_private.pointee) = (discard, discard)
            rl.bell_preference.pointee = 0  // NO_BELL
            scripting = true
            body()
            scripting = false
            scriptedKeys = []
            _ = rl.clear_pending_input()
            rl.bell_preference.pointee = savedBell
            (rl.outstream.pointee, rl.out_stream_private.pointee) = (savedStream, savedPrivate)
            fclose(discard)
        }

        /// Overwrites both display buffers over their whole allocated size: readline grows
        /// them to the smallest 1024·2ⁿ bytes that held anything drawn (the widest line, a
        /// search's prompt) and never shrinks them, so a line of spaces one byte shorter than
        /// that, drawn twice with an empty prompt (the buffers swap after each redraw),
        /// covers every byte. False when nothing was drawn yet.
        @discardableResult
        static func overwriteDisplay(longestDrawn: Int) -> Bool {
            guard hasRead, rl.line_buffer.pointee != nil else { return false }
            var columns: Int32 = 0
            var rows: Int32 = 0
            rl.get_screen_size(&rows, &columns)
            var size = 1024
            while size < max(longestDrawn + 2, Int(columns) + 2) { size *= 2 }
            unseen {
                _ = rl.set_prompt("")
                rl.replace_line(String(repeating: " ", count: size - 1), 0)
                _ = rl.forced_update_display()
                _ = rl.forced_update_display()
            }
            return true
        }

        /// Makes readline give up every search string and search prompt it keeps in private
        /// variables (docs/contract.md, "Secrets and memory" item 6), by running each search with a harmless string:
        /// the last
        /// incremental search (Ctrl-R Ctrl-R repeats it) becomes empty, the non-incremental
        /// one (`M-p`) a space, the `history-search-backward` prefix spaces as long as any
        /// line was; the echo area's message buffer is overwritten with spaces longer than
        /// any prompt drawn; the menu completions' candidates are dropped. The strings given
        /// up are freed and formsh's heap zeroes them. Run after the history is cleared, so
        /// that no search finds anything.
        static func forgetSearches(longestPrompt: Int) {
            guard hasRead, let buffer = rl.line_buffer.pointee else { return }
            unseen {
                emptyLine()
                _ = rl.reverse_search_history(1, 0x12)
                emptyLine()
                scriptedKeys = [0x20, 0x0A]
                _ = rl.noninc_reverse_search(1, 0)
                let length = max(2, Int(rl.line_buffer_len.pointee) - 1)
                memset(buffer, 0x20, length)
                buffer[length] = 0
                (rl.end.pointee, rl.point.pointee) = (Int32(length), Int32(length))
                rl.last_func.pointee = nil
                _ = rl.history_search_backward(1, 0)
                emptyLine()
                formsh_readline_message(String(repeating: " ", count: max(127, longestPrompt + 2)))
                _ = rl.clear_message()
                rl.last_func.pointee = nil
                _ = rl.menu_complete(1, 0x09)
                rl.last_func.pointee = nil
                _ = rl.old_menu_complete(1, 0x09)
                if let keys = rl.executing_keyseq.pointee { Native.zero(keys, Int(rl.executing_keyseq_size.pointee)) }
            }
            scrubLineState()
        }

        /// An empty line buffer, zeroed over its whole length.
        private static func emptyLine() {
            if let b = rl.line_buffer.pointee { Native.zero(b, Int(rl.line_buffer_len.pointee)) }
            (rl.end.pointee, rl.point.pointee) = (0, 0)
        }

        /// Zeroes `rl_line_buffer` over its whole length and the undo list, then frees the
        /// list and the line Up saved (first: it may own the current undo list, and then
        /// frees it itself).
        static func scrubLineState() {
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

        /// Pushes `count` entries out of readline's kill ring with empty kills: each kill of
        /// a single NUL byte stores an empty string in a new slot, and the entry pushed out
        /// is freed (and zeroed by formsh's heap).
        static func pushOutKills(_ count: Int) {
            guard let buffer = rl.line_buffer.pointee, rl.line_buffer_len.pointee >= 2 else { return }
            for _ in 0..<count {
                buffer[0] = 0
                rl.end.pointee = 1
                rl.point.pointee = 1
                rl.last_command_was_kill.pointee = 0
                _ = rl.kill_text(0, 1)
            }
            rl.last_command_was_kill.pointee = 0
            scrubLineState()
        }

        /// Zeroes every history entry's text, frees the undo list an edited entry carries,
        /// then clears the history (`clear_history` also empties the list readline's search
        /// walks; `rl_clear_history` would leave it pointing at freed entries).
        static func wipeHistory() {
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
}

extension LineSelection.Binding {
    init(_ kind: formsh_key_kind) {
        switch kind {
        case FORMSH_KEY_PREFIX: self = .prefix
        case FORMSH_KEY_INSERTS: self = .inserts
        case FORMSH_KEY_DELETES: self = .deletes
        default: self = .other
        }
    }
}
