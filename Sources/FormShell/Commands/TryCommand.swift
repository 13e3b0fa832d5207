import FormCore

/// `:try KEY VALUE`: the verdict for a value without storing it.
enum TryCommand: ShellCommand {
    static let name = "try"
    static let usage = ":try KEY VALUE"
    static let summary = "the verdict for a value, without storing it"

    static func run(_ argument: String, in shell: Shell) {
        guard let (f, value) = shell.keyAndValue(argument, command: name) else { return }
        let result = shell.tryVerdict(f, value)
        shell.line("  " + shell.verdictText(result) + (result.isStorable ? " (not stored)" : ""))
        if case .success(.invalid(_, let warning?)) = result { shell.line(warning) }
    }
}

extension Shell {
    /// The verdict a typed value would get (nothing is stored).
    func tryVerdict(_ f: Int, _ value: String) -> Result<Verdict, FormStateError> {
        var v = value
        return v.withUTF8 { state.tryValue(f, line: UnsafeRawBufferPointer($0)) }
    }

    /// `✓`, `✗ message`, `hidden`, or why the line cannot be typed.
    func verdictText(_ result: Result<Verdict, FormStateError>) -> String {
        switch result {
        case .failure(let e): return "\(render.style.bad) \(e)"
        case .success(.valid): return render.style.ok
        case .success(.invalid(let m, _)): return "\(render.style.bad) \(m)"
        case .success(.hidden): return "hidden"
        }
    }
}

extension Result where Success == Verdict {
    /// Whether the value could be stored (typed and judged), as opposed to refused or hidden.
    var isStorable: Bool {
        switch self {
        case .success(.valid), .success(.invalid): return true
        default: return false
        }
    }
}
