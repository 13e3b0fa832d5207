/// `:keys KEY VALUE`: the verdict after each typed character, as the app shows it live.
enum KeysCommand: ShellCommand {
    static let name = "keys"
    static let usage = ":keys KEY VALUE"
    static let summary = "the verdict after each typed character"

    static func run(_ argument: String, in shell: Shell) {
        guard let (f, value) = shell.keyAndValue(argument, command: name) else { return }
        var typed = ""
        for c in value {
            typed.append(c)
            var t = typed
            let verdict: String
            switch t.withUTF8({ shell.state.tryValue(f, line: UnsafeRawBufferPointer($0)) }) {
            case .failure(let e): verdict = "\(shell.render.style.bad) \(e)"
            case .success(.valid): verdict = shell.render.style.ok
            case .success(.invalid(let m, _)): verdict = "\(shell.render.style.bad) \(m)"
            case .success(.hidden): verdict = "hidden"
            }
            shell.line("  \(typed)  \(verdict)")
        }
    }
}
