/// `:submit`: validate every visible field; if all pass, post the payload.
enum SubmitCommand: ShellCommand {
    static let name = "submit"
    static let usage = ":submit"
    static let summary = "validate everything and send it"

    static func run(_ argument: String, in flow: Flow) {
        let invalid = flow.state.validateAll()
        if !invalid.isEmpty {
            flow.note(.cannotSubmit(invalid: invalid.count))
            for f in invalid { flow.showVerdict(f, .listed) }
            flow.arrive(at: invalid[0], showDisplay: false)
            return
        }
        flow.submit()
    }
}
