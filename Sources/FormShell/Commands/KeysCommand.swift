/// `:keys KEY VALUE`: the verdict after each typed character, as the app shows it live.
enum KeysCommand: ShellCommand {
    static let name = "keys"
    static let usage = ":keys KEY VALUE"
    static let summary = "the verdict after each typed character"

    static func run(_ argument: String, in flow: Flow) {
        guard let (f, value) = flow.keyAndValue(argument) else { return }
        var typed = ""
        for c in value {
            typed.append(c)
            switch flow.trialVerdict(f, typed, .typed(typed)) {
            case .success(let v): flow.emit(.verdict(v))
            case .failure(let e): flow.note(.typedRejected(typed: typed, reason: e.description))
            }
        }
    }
}
