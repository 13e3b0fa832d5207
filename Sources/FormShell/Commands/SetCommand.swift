/// `:set KEY VALUE`: change a field without going to it (not for secrets).
enum SetCommand: ShellCommand {
    static let name = "set"
    static let usage = ":set KEY VALUE"
    static let summary = "set a field's value (the rest of the line, spaces included)"

    static func run(_ argument: String, in shell: Shell) {
        guard let (f, value) = shell.keyAndValue(argument, command: name) else { return }
        var v = value
        let result = v.withUTF8 { shell.state.set(f, line: UnsafeRawBufferPointer($0)) }
        switch result {
        case .failure(let e): shell.line("  \(shell.render.style.bad) \(e)")
        case .success(let report):
            shell.state.markVisited(f)
            shell.printVerdict(f)
            shell.printFlips(report)
        }
    }
}
