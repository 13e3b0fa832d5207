import FormCore

/// Reads from a list of lines (replay, tests). Each read prints the prompt as plain mode
/// does and records the line into the output as "\u{1E}" + its shown text, so that the
/// output is the transcript body (replay turns the mark into `> `).
public final class ScriptedLineSource: LineSource {
    /// Marks a typed line in the output.
    public static let inputMark: Character = "\u{1E}"

    private var lines: [ScriptedLine]
    private var next = 0
    private let output: any ShellSink
    public var isTerminal: Bool { false }

    public init(_ lines: [ScriptedLine], output: any ShellSink) {
        self.lines = lines
        self.output = output
    }

    public func readLine(_ prompt: Prompt, store: SecretStore) -> LineRead { read(prompt, store: store) }
    public func readSecret(_ prompt: Prompt, store: SecretStore) -> LineRead { read(prompt, store: store) }
    public func wipe() {}

    private func read(_ prompt: Prompt, store: SecretStore) -> LineRead {
        output.text(prompt.name + ">\n")
        guard next < lines.count else { return .endOfInput }
        let line = lines[next]
        next += 1
        output.text(String(ScriptedLineSource.inputMark) + line.shown + "\n")
        var value = line.value
        let stored = value.withUTF8 { try? store.store(UnsafeRawBufferPointer($0)) }
        guard let stored else { return .tooLong(limit: store.capacity) }
        return .line(stored)
    }
}
