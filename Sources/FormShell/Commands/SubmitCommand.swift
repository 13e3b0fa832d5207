/// `:submit`: validate every visible field; if all pass, post the payload.
enum SubmitCommand: ShellCommand {
    static let name = "submit"
    static let usage = ":submit"
    static let summary = "validate everything and send it"

    static func run(_ argument: String, in shell: Shell) {
        let invalid = shell.state.validateAll()
        if !invalid.isEmpty {
            shell.line("Cannot submit: \(invalid.count) field\(invalid.count == 1 ? " is" : "s are") invalid.")
            shell.listInvalid(invalid)
            shell.arrive(at: invalid[0], showDisplay: false)
            return
        }
        guard let submitter = shell.config.submitter else {
            shell.line("No endpoint client in this session: nothing was sent.")
            return
        }
        shell.submit(with: submitter)
    }
}
