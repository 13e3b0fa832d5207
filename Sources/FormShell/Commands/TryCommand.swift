/// `:try KEY VALUE`: the verdict for a value without storing it, and what it chose.
enum TryCommand: ShellCommand {
    static let name = "try"
    static let usage = ":try KEY VALUE"
    static let summary = "the verdict for a value, without storing it"

    static func run(_ argument: String, in flow: Flow) {
        guard let (f, value) = flow.keyAndValue(argument) else { return }
        switch flow.trialVerdict(f, value, .tried) {
        case .success(let v): flow.emit(.verdict(v))
        case .failure(let e): flow.note(.rejected(e.description))
        }
    }
}
