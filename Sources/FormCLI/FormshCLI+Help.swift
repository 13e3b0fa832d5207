extension FormshCLI {
    /// `formsh --help`: every command's usage and abstract.
    static var helpText: String {
        var s = """
            formsh \(version) — a terminal client for server-driven forms

            Usage:

            """
        for c in commands { s += "  formsh \(c.usage)\n" }
        s += "  formsh --help | --version | help COMMAND\n\nCommands:\n"
        // Names padded to the longest one and two spaces (`completion` included).
        let width = (commands.map { $0.name.count }.max() ?? 0) + 2
        for c in commands {
            s += "  " + c.name + String(repeating: " ", count: width - c.name.count) + c.abstract + "\n"
        }
        s += "\n`formsh help COMMAND` shows a command's options.\n"
        return s
    }

    /// `formsh help COMMAND`.
    static func commandHelp(_ c: any Command.Type) -> String {
        "Usage: formsh \(c.usage)\n\n\(c.abstract)\n" + (c.help.isEmpty ? "" : "\n\(c.help)\n")
    }
}
