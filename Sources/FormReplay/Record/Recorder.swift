import FormCore
import Synchronization

/// Builds a transcript from the events of interactive runs (`formsh record`), in the
/// format replay reads: output lines escaped as needed, typed lines as `> TEXT` (with
/// `{{env:` escaped), a secure value as `> {{env:FORMSH_SECRET_<KEY>}}` (`_2`, `_3`, … for
/// the field's second and later distinct values), the mock's URL
/// as `{{endpoint}}`, a submission's duration (` in 12 ms` at the end of a line) as `{{ms}}`.
///
/// The recorder never receives a secret value from a secure prompt. Where one still
/// shows up (a short OTP equal to a hint, a card number typed into a plain field or
/// into a refused `:set`), `render(redacting:)` writes the span as `{{any}}` in an
/// output line and as the secret's `{{env:…}}` placeholder in a typed line, and says
/// where. `contains(secret:)` lets the caller check the rendered text against the
/// secret bytes it holds. Safe to call from any thread.
public final class Recorder: Sendable {
    /// One line of the transcript, kept apart by kind until it is rendered.
    private enum Entry {
        /// A comment, `$ formsh ARGS` or `[exit N]`, written as is.
        case fixed(String)
        /// A line the program wrote, as written.
        case output([UInt8])
        /// A line the user typed at a plain prompt, as typed.
        case typed([UInt8])
        /// A secure value, or a command line that carried a secret field's value: the text
        /// before the value and the value's variable.
        case secretCommand(prefix: String, variable: String)
    }

    private struct State {
        var entries: [Entry] = []
        var pending: [UInt8] = []
        var endpoint: String?
        var rewrites: [(from: [UInt8], to: [UInt8])] = []
        var inSession = false
    }

    private let state = Mutex(State())

    public init() {}

    /// The URL of the session's mock backend: where it appears in output, the transcript
    /// says `{{endpoint}}`. Set it when the mock starts, before its URL is printed.
    public func setEndpoint(_ url: String?) {
        state.withLock { $0.endpoint = url.flatMap { $0.isEmpty ? nil : $0 } }
    }

    /// Output text to write otherwise (before `{{endpoint}}` is applied) in the output lines
    /// completed from now on, the line being written included: the banner of an endpoint
    /// that the transcript replaces with the mock, and the endpoint each step names. A later
    /// rewrite of the same text replaces this one; longer texts are replaced first.
    public func rewrite(_ text: String, to replacement: String) {
        let from = Array(text.utf8)
        let to = Array(replacement.utf8)
        state.withLock { s in
            if let i = s.rewrites.firstIndex(where: { $0.from == from }) {
                s.rewrites[i].to = to
            } else {
                s.rewrites.append((from, to))
                s.rewrites.sort { $0.from.count > $1.from.count }
            }
        }
    }

    /// A `# TEXT` comment line; only before the first session.
    public func comment(_ text: String) {
        state.withLock { s in
            precondition(
                !s.inSession && !s.entries.contains { if case .fixed(let t) = $0 { t.hasPrefix("$ ") } else { true } },
                "comments come before the first session")
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                s.entries.append(.fixed("# " + line))
            }
        }
    }

    /// A session starts: `$ formsh ARGS`, each argument quoted as a shell would need.
    public func begin(arguments: [String]) {
        state.withLock { s in
            precondition(!s.inSession, "begin(arguments:) inside a session")
            s.inSession = true
            s.entries.append(.fixed((["$ formsh"] + arguments.map(Recorder.quoted)).joined(separator: " ")))
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
        append(.typed(Array(text.utf8)), "typed(_:)")
    }

    /// A secure value was typed: the transcript reads it from `variable` (see
    /// `secretVariable(for:ordinal:)`).
    public func typedSecret(variable: String) {
        append(.secretCommand(prefix: "", variable: variable), "typedSecret(variable:)")
    }

    /// A command line that carried a secret field's value (`:set card_number 4111…`,
    /// which the shell refuses): `prefix` is the text before the value, which is not kept;
    /// the transcript writes the value as its `{{env:…}}` placeholder.
    public func typedCommand(prefix: String, variable: String) {
        append(.secretCommand(prefix: prefix, variable: variable), "typedCommand(prefix:variable:)")
    }

    /// The session ended with this status: `[exit N]`.
    public func end(exitCode: Int32) {
        state.withLock { s in
            precondition(s.inSession, "end(exitCode:) outside a session")
            if !s.pending.isEmpty { Recorder.flush(&s) }
            s.entries.append(.fixed(TranscriptSyntax.exitLine(exitCode)))
            s.inSession = false
        }
    }

    /// The transcript so far, one `\n` after each line.
    public func render() -> String { render(redacting: []).text }

    /// The transcript with every occurrence of each secret's bytes replaced: by `{{any}}`
    /// in output lines, by the secret's `{{env:…}}` placeholder in typed lines.
    public func render(redacting secrets: [RecordedSecret]) -> RecordedTranscript {
        let (endpoint, entries) = state.withLock { s in
            (s.endpoint, s.entries + (s.pending.isEmpty ? [] : [.output(Recorder.rewritten(s.pending, s.rewrites))]))
        }
        // Each line's spans of secret bytes, with the secret they belong to.
        var spans: [Int: [(range: Range<Int>, secret: Int)]] = [:]
        for (n, secret) in secrets.enumerated() {
            for (index, entry) in entries.enumerated() {
                switch entry {
                case .output(let bytes), .typed(let bytes):
                    for r in secret.occurrences(bytes) { spans[index, default: []].append((r, n)) }
                default:
                    break
                }
            }
        }
        var lines: [String] = []
        var variables: [String] = []
        var redacted: [String: Int] = [:]  // by variable
        func uses(_ variable: String) { if !variables.contains(variable) { variables.append(variable) } }
        for (index, entry) in entries.enumerated() {
            let found = (spans[index] ?? []).sorted { $0.range.lowerBound < $1.range.lowerBound }
            for f in found { redacted[secrets[f.secret].variable, default: 0] += 1 }
            switch entry {
            case .fixed(let text):
                lines.append(text)
            case .output(let bytes):
                // A duration differs on every run (`… HTTP 200 in 12 ms`): LinePattern writes {{ms}}.
                lines.append(
                    TranscriptSyntax.outputLine(
                        LinePattern(actual: bytes, endpoint: endpoint, hiding: found.map(\.range))))
            case .typed(let bytes):
                let template = InputTemplate(
                    literal: bytes, secrets: found.map { ($0.range, secrets[$0.secret].variable) })
                template.variables.forEach(uses)
                lines.append(TranscriptSyntax.inputLine(written: template.written))
            case .secretCommand(let prefix, let variable):
                uses(variable)
                lines.append(
                    TranscriptSyntax.inputLine(written: InputTemplate(literal: prefix).written + "{{env:\(variable)}}"))
            }
        }
        var outputs: [(key: String, variable: String, occurrences: Int)] = []
        for s in secrets where redacted[s.variable] != nil && !outputs.contains(where: { $0.variable == s.variable }) {
            outputs.append((s.key, s.variable, redacted[s.variable] ?? 0))
        }
        return RecordedTranscript(text: lines.map { $0 + "\n" }.joined(), variables: variables, redacted: outputs)
    }

    /// `bytes` with every occurrence of each secret replaced by `replacement`.
    public static func replacing(_ secrets: [RecordedSecret], in bytes: [UInt8], with replacement: [UInt8]) -> [UInt8] {
        var out = bytes
        for secret in secrets {
            for r in secret.occurrences(out).reversed() { out.replaceSubrange(r, with: replacement) }
        }
        return out
    }

    static func occurrences(of needle: [UInt8], in bytes: [UInt8]) -> [Range<Int>] {
        needle.withUnsafeBytes { occurrences(of: $0, in: bytes) }
    }

    /// Where `needle` occurs in `bytes`, without overlaps, left to right.
    static func occurrences(of needle: UnsafeRawBufferPointer, in bytes: [UInt8]) -> [Range<Int>] {
        guard needle.count > 0, bytes.count >= needle.count else { return [] }
        var found: [Range<Int>] = []
        var start = 0
        while start <= bytes.count - needle.count {
            var k = 0
            while k < needle.count && bytes[start + k] == needle[k] { k += 1 }
            if k == needle.count {
                found.append(start..<(start + k))
                start += k
            } else {
                start += 1
            }
        }
        return found
    }

    /// The variable of the field's `ordinal`-th distinct value (1-based):
    /// `FORMSH_SECRET_OTP`, then `FORMSH_SECRET_OTP_2`, `FORMSH_SECRET_OTP_3`, …
    public static func secretVariable(for key: String, ordinal: Int) -> String {
        ordinal <= 1 ? secretVariable(for: key) : secretVariable(for: key) + "_\(ordinal)"
    }

    /// `FORMSH_SECRET_` and the state key in upper case, with every character that cannot
    /// be in a variable name (anything but ASCII letters, digits and `_`) as `_`.
    public static func secretVariable(for key: String) -> String {
        "FORMSH_SECRET_"
            + String(
                key.unicodeScalars.map { c -> Character in
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
        return ShellQuote.singleQuoted(argument)
    }

    private func append(_ entry: Entry, _ caller: String) {
        state.withLock { s in
            precondition(s.inSession, "\(caller) outside a session")
            if !s.pending.isEmpty { Recorder.flush(&s) }
            s.entries.append(entry)
        }
    }

    private static func flush(_ s: inout State) {
        s.entries.append(.output(rewritten(s.pending, s.rewrites)))
        s.pending = []
    }

    /// `bytes` with the rewrites applied in one pass from the left, the first (longest) text
    /// that matches at a place winning; a replacement is not looked at again.
    private static func rewritten(_ bytes: [UInt8], _ rewrites: [(from: [UInt8], to: [UInt8])]) -> [UInt8] {
        guard !rewrites.isEmpty else { return bytes }
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            if let r = rewrites.first(where: { !$0.from.isEmpty && bytes[i...].starts(with: $0.from) }) {
                out += r.to
                i += r.from.count
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return out
    }
}

/// A secret value the recorder must keep out of the transcript: the field's key, the
/// value's variable, and a way to find where its bytes occur in a text (`formsh record`
/// finds them by the value's keyed fingerprint; the value itself is not kept).
public struct RecordedSecret {
    /// The field's state key.
    public let key: String
    /// The value's `{{env:…}}` variable.
    public let variable: String
    /// Where the secret's bytes occur in a text, left to right, without overlaps.
    public let occurrences: ([UInt8]) -> [Range<Int>]

    public init(key: String, variable: String? = nil, occurrences: @escaping ([UInt8]) -> [Range<Int>]) {
        self.key = key
        self.variable = variable ?? Recorder.secretVariable(for: key)
        self.occurrences = occurrences
    }
}

/// A rendered transcript and what the recorder tells about it when it saves.
public struct RecordedTranscript: Sendable {
    /// The transcript's text.
    public let text: String
    /// The `{{env:…}}` variables its typed lines read, in order of first use.
    public let variables: [String]
    /// Per secret value that appeared in other lines: its field, its variable, and how many spans were hidden.
    public let redacted: [(key: String, variable: String, occurrences: Int)]
}
