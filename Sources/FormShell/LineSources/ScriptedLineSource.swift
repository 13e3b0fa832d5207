import FormCore
import FormSystem

/// Reads from a list of lines (replay, tests). Each read prints the prompt as plain mode
/// does and records the line into the output as "\u{1E}" + its shown text, so that the
/// output is the transcript body (replay turns the mark into `> `).
public final class ScriptedLineSource: LineSource {
    /// Marks a typed line in the output.
    public static let inputMark: Character = "\u{1E}"

    private var lines: [ScriptedLine]
    private var next = 0
    private let output: any TextSink
    /// Where a value read at a secure prompt from the environment is remembered (docs/contract.md, "Submission").
    private let secrets: SecretMasker?
    public var isTerminal: Bool { false }

    public init(_ lines: [ScriptedLine], output: any TextSink, secrets: SecretMasker? = nil) {
        self.lines = lines
        self.output = output
        self.secrets = secrets
    }

    public func readLine(_ prompt: Prompt, store: SecretStore) -> LineRead { read(prompt, store: store) }

    /// A line at a secure prompt. One that a transcript reads from the environment
    /// (`{{env:NAME}}`) is masked from now on in everything the process writes, wherever it
    /// appears (a drifted transcript can type it at a plain prompt next).
    public func readSecret(_ prompt: Prompt, store: SecretStore) -> LineRead {
        if next < lines.count, lines[next].shown != lines[next].value {
            secrets?.remember(lines[next].value, howeverShort: true)
        }
        return read(prompt, store: store)
    }
    public func wipe() {}

    private func read(_ prompt: Prompt, store: SecretStore) -> LineRead {
        output.write(prompt.name + ">\n")
        guard next < lines.count else { return .endOfInput }
        let line = lines[next]
        next += 1
        output.write(String(ScriptedLineSource.inputMark) + line.shown + "\n")
        var value = line.value
        let stored = value.withUTF8 { try? store.store(UnsafeRawBufferPointer($0)) }
        guard let stored else { return .tooLong(limit: store.capacity) }
        return .line(stored)
    }
}
