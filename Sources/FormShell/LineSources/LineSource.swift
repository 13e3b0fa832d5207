import FormCore

/// Where the shell's input comes from: GNU readline on a terminal, plain lines from
/// stdin, or a script (replay, tests). The shell never knows which one it has.
public protocol LineSource: AnyObject {
    /// Whether a person types on a terminal (live marks, spinner, masked echo).
    var isTerminal: Bool { get }
    /// Reads one non-secret line into a new block of the store.
    func readLine(_ prompt: Prompt, store: SecretStore) -> LineRead
    /// Reads a secret into a new block of the store; it never becomes a `String`.
    func readSecret(_ prompt: Prompt, store: SecretStore) -> LineRead
    /// Forgets history and zeroes what the source kept (on wipe).
    func wipe()
}

/// The result of one read.
public enum LineRead {
    /// The line's bytes (without the newline), in a block the caller frees.
    case line(SecretHandle)
    /// End of input (Ctrl-D on an empty line, or the script ran out).
    case endOfInput
    /// Ctrl-C: the line was cancelled.
    case interrupted
    /// The line is longer than the source accepts; it was discarded.
    case tooLong(limit: Int)
}

/// What the shell asks with: the prompt text, and for a terminal the live check of the
/// text being typed and the words to complete.
public struct Prompt {
    /// `user_phone` — shown as `user_phone> ` on a terminal, `user_phone>` on its own line in plain mode.
    public let name: String
    /// Verdict of the text typed so far, for the live mark (✓/✗) on a terminal.
    public let liveCheck: ((UnsafeRawBufferPointer) -> Bool?)?
    /// Completion candidates for the current line.
    public let completions: (String) -> [Completion]
    /// Whether a line read may enter the history (false for one naming a secret field).
    public let mayRemember: (UnsafeRawBufferPointer) -> Bool
    /// A question asked instead of a field's prompt (`2 values will be wiped. Quit? [y/N] `):
    /// shown as it is, without `> `; nil for a field or the end prompt.
    public var question: String?
    /// The value a terminal puts on the line before the first key, as a selection
    /// (docs/contract.md, "The shell"): hands its bytes, in place, to the closure it is
    /// given; nil when the line starts empty.
    public var prefill: Prefill?

    /// Calls its argument with the bytes to put on the line (in the store; never a `String`).
    public typealias Prefill = ((UnsafeRawBufferPointer) -> Void) -> Void

    public init(
        name: String, liveCheck: ((UnsafeRawBufferPointer) -> Bool?)? = nil,
        completions: @escaping (String) -> [Completion] = { _ in [] },
        mayRemember: @escaping (UnsafeRawBufferPointer) -> Bool = { _ in true }
    ) {
        self.name = name
        self.liveCheck = liveCheck
        self.completions = completions
        self.mayRemember = mayRemember
    }

    /// The longest line any source accepts.
    public static let maxLineBytes = 64 * 1024
}
