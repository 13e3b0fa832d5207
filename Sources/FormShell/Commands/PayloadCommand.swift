import FormCore

/// `:payload`: the JSON that `:submit` would send, secrets masked.
enum PayloadCommand: ShellCommand {
    static let name = "payload"
    static let usage = ":payload"
    static let summary = "show the payload :submit would send (secrets masked)"

    static func run(_ argument: String, in shell: Shell) {
        // Encoded into the store and written from there: typed values never become Strings.
        do {
            let h = try PayloadEncoder.encode(shell.state, masked: true)
            shell.out.text("  ")
            shell.store.withBytes(h) { shell.out.bytes($0) }
            shell.out.text("\n")
            shell.store.free(h)
        } catch {
            shell.line("  \(shell.render.style.bad) \(error)")
        }
    }
}
