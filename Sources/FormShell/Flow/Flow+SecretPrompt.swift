import FormCore

/// What a line typed at a secure prompt is (docs/contract.md, "The shell"), decided on its bytes in place: no
/// `String` is made of it, and no message ever repeats it.
enum SecretLine: Equatable {
    /// Exactly `:NAME` of a command that takes no argument.
    case command(String)
    /// Any other line that begins with a single `:`: refused, nothing stored.
    case refused
    /// The value: the line as typed, or after `::` without its first `:`.
    case value(escaped: Bool)

    static func classify(_ line: UnsafeRawBufferPointer) -> SecretLine {
        let colon = UInt8(ascii: ":")
        guard line.first == colon else { return .value(escaped: false) }
        if line.count > 1 && line[1] == colon { return .value(escaped: true) }
        let name = line.dropFirst()
        if let command = ShellCommands.argumentless.first(where: { $0.utf8.elementsEqual(name) }) {
            return .command(command)
        }
        return .refused
    }
}

extension Flow {
    /// A line at a secure prompt: an exact argument-less command runs (`:help` says what
    /// works there); any other line that begins with a single `:` is refused with that same
    /// note and nothing of it is stored; `::` types a value that begins with `:`; every
    /// other line is the value.
    mutating func secretLine(_ h: SecretHandle, at f: Int) {
        switch store.withBytes(h, { SecretLine.classify($0) }) {
        case .command(let name):
            // Freed first: the command may wipe the store.
            store.free(h)
            if name == HelpCommand.name { showSecretPromptHelp() } else { runCommand(name) }
        case .refused:
            store.free(h)
            note(.secretPromptRefused)
            showSecretPromptHelp()
        case .value(let escaped):
            defer { store.free(h) }
            store.withBytes(h) { b in enterValue(escaped ? UnsafeRawBufferPointer(rebasing: b[1...]) : b, for: f) }
        }
    }

    /// The commands that work at a secure prompt, and how a value beginning with `:` is typed.
    mutating func showSecretPromptHelp() {
        note(.secretPromptHelp(commands: ShellCommands.argumentless.map { ":" + $0 }))
    }
}
