import Synchronization

/// Builds a transcript from the events of interactive runs (`formsh record`), in the
/// format replay reads: output lines escaped as needed, typed lines as `> TEXT` (with
/// `{{env:` escaped), a secure value as `> {{env:FORMSH_SECRET_<KEY>}}`, the mock's URL
/// as `{{endpoint}}`, a submission's duration (` in 12 ms` at the end of a line) as `{{ms}}`.
///
/// The recorder never receives a secret value. `contains(secret:)` lets the caller check
/// the rendered text against the secret bytes it holds and refuse to save a file in
/// which one still appears (echoed by a server message, say). Safe to call from any thread.
public final class Recorder: Sendable {
    private struct State {
        var lines: [String] = []
        var pending: [UInt8] = []
        var endpoint: String?
        var inSession = false
    }

    private let state = Mutex(State())

    public init() {}

    /// The URL of the session's mock backend: where it appears in output, the transcript
    /// says `{{endpoint}}`. Set it when the mock starts, before its URL is printed.
    public func setEndpoint(_ url: String?) {
        state.withLock { $0.endpoint = url.flatMap { $0.isEmpty ? nil : $0 } }
    }

    /// A `# TEXT` comment line; only before the first session.
    public func comment(_ text: String) {
        state.withLock { s in
            precondition(!s.inSession && !s.lines.contains { $0.hasPrefix("$ ") }, "comments come before the first session")
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) { s.lines.append("# " + line) }
        }
    }

    /// A session starts: `$ formsh ARGS`, each argument quoted as a shell would need.
    public func begin(arguments: [String]) {
        state.withLock { s in
            precondition(!s.inSession, "begin(arguments:) inside a session")
            s.inSession = true
            s.lines.append((["$ formsh"] + arguments.map(Recorder.quoted)).joined(separator: " "))
        }
    }

    /// Text the program wrote (any chunk: lines are split at `\n`; a last partial line
    /// waits for more, or for the next typed line, or the end).
    public func output(_ text: String) {
        state.withLock { s in
            precondition(s.inSession, "output(_:) outside a session")
            for byte in text.utf8 {
                if byte == 0x0A {
                    Recorder.flush(&s)
                } else {
                    s.pending.append(byte)
                }
            }
        }
    }

    /// A line the user typed (not a secret), without its newline.
    public func typed(_ text: String) {
        precondition(!text.utf8.contains(0x0A), "typed(_:) takes one line")
        state.withLock { s in
            precondition(s.inSession, "typed(_:) outside a session")
            if !s.pending.isEmpty { Recorder.flush(&s) }
            s.lines.append(TranscriptSyntax.inputLine(written: InputTemplate(literal: text).written))
        }
    }

    /// A secure value was typed for the field with this state key: the transcript reads
    /// it from `FORMSH_SECRET_<KEY>` (see `secretVariable(for:)`).
    public func typedSecret(key: String) {
        state.withLock { s in
            precondition(s.inSession, "typedSecret(key:) outside a session")
            if !s.pending.isEmpty { Recorder.flush(&s) }
            s.lines.append(TranscriptSyntax.inputLine(written: "{{env:\(Recorder.secretVariable(for: key))}}"))
        }
    }

    /// The session ended with this status: `[exit N]`.
    public func end(exitCode: Int32) {
        state.withLock { s in
            precondition(s.inSession, "end(exitCode:) outside a session")
            if !s.pending.isEmpty { Recorder.flush(&s) }
            s.lines.append(TranscriptSyntax.exitLine(exitCode))
            s.inSession = false
        }
    }

    /// The transcript so far, one `\n` after each line.
    public func render() -> String {
        state.withLock { s in s.lines.map { $0 + "\n" }.joined() }
    }

    /// Whether the rendered transcript contains these bytes anywhere (a raw byte search;
    /// no String is made of the secret). An empty secret is never found.
    public func contains(secret bytes: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count > 0 else { return false }
        var text = render()
        return text.withUTF8 { haystack in
            guard haystack.count >= bytes.count else { return false }
            let first = bytes[0]
            for start in 0...(haystack.count - bytes.count) where haystack[start] == first {
                var k = 1
                while k < bytes.count && haystack[start + k] == bytes[k] { k += 1 }
                if k == bytes.count { return true }
            }
            return false
        }
    }

    /// `FORMSH_SECRET_` and the state key in upper case, with every character that cannot
    /// be in a variable name (anything but ASCII letters, digits and `_`) as `_`.
    public static func secretVariable(for key: String) -> String {
        "FORMSH_SECRET_" + String(key.unicodeScalars.map { c -> Character in
            switch c {
            case "a"..."z": return Character(String(c).uppercased())
            case "A"..."Z", "0"..."9", "_": return Character(c)
            default: return "_"
            }
        })
    }

    /// An argument as a POSIX shell needs it (and as `ShellWords` reads it back): bare when
    /// it has only safe characters, else in single quotes (`'` written as `'\''`).
    static func quoted(_ argument: String) -> String {
        let safe = argument.unicodeScalars.allSatisfy { c in
            switch c {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "/", ":", "=", "+", ",", "@", "%": return true
            default: return false
            }
        }
        if safe && !argument.isEmpty { return argument }
        return "'" + argument.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    private static func flush(_ s: inout State) {
        let text = String(decoding: s.pending, as: UTF8.self)
        s.pending = []
        // A duration differs on every run (`… HTTP 200 in 12 ms`): the transcript says {{ms}}.
        let line = TranscriptSyntax.outputLine(actual: text, endpoint: s.endpoint)
        s.lines.append(line.replacing(#/ in [0-9]+ ms$/#, with: " in {{ms}} ms"))
    }
}
