import FormCore

/// The command line: dispatch to a subcommand and the one error funnel that maps every
/// error to (message, stream, exit code).
public enum FormshCLI {
    public static let version = ClientVersion.current.text

    /// Every subcommand, in the order `--help` lists them.
    static let commands: [any Command.Type] = [
        RunCommand.self, LintCommand.self, MessagesCommand.self, CheckCommand.self, ExportCommand.self,
        ReplayCommand.self, RecordCommand.self, ServeCommand.self, DiffCommand.self, GraphCommand.self,
        ProbeCommand.self, CoverCommand.self, CompletionCommand.self,
    ]

    /// Runs one command line (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        do {
            return try dispatch(arguments, io: io)
        } catch {
            return report(error, io: io)
        }
    }

    static func dispatch(_ arguments: [String], io: CommandIO) throws(CLIError) -> Int32 {
        guard let first = arguments.first else {
            throw .usage("missing FORM or command", command: nil)
        }
        switch first {
        case "--help", "-h":
            io.stdout.write(helpText)
            return 0
        case "--version":
            io.stdout.line("formsh \(version)")
            return 0
        case "help":
            guard arguments.count > 1 else { io.stdout.write(helpText); return 0 }
            guard let c = command(named: arguments[1]) else { throw .usage("unknown command '\(arguments[1])'", command: nil) }
            io.stdout.write(commandHelp(c))
            return 0
        default:
            if let c = command(named: first) {
                let rest = Array(arguments.dropFirst())
                if rest.contains("--help") || rest.contains("-h") {
                    io.stdout.write(commandHelp(c))
                    return 0
                }
                return try c.main(rest, io: io)
            }
            if first.hasPrefix("-") && !first.hasPrefix("--") || first.hasPrefix("--") && !arguments.dropFirst().contains(where: { !$0.hasPrefix("-") }) {
                throw .usage("unknown option '\(first)'", command: nil)
            }
            // `formsh FORM [options]` is `formsh run FORM [options]`.
            return try RunCommand.main(arguments, io: io)
        }
    }

    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }

    /// The funnel: `Error: …` and the usage on stderr, with the exit code of SPEC §4.
    static func report(_ error: CLIError, io: CommandIO) -> Int32 {
        switch error {
        case .usage(let message, let command):
            io.stderr.line("Error: \(message)")
            if let c = command.flatMap(FormshCLI.command(named:)) {
                io.stderr.line("Usage: formsh \(c.usage)")
            } else {
                io.stderr.line("Usage: formsh [run] FORM [options] | formsh COMMAND ... (formsh --help lists them)")
            }
            return 2
        case .unreadable(let path, let reason):
            io.stderr.line("Error: cannot read \(path): \(reason)")
            return 3
        case .formNotLoaded(let source, let reason):
            io.stderr.line("Error: \(source): \(reason)")
            return 3
        case .failed(let message, let code):
            io.stderr.line("Error: \(message)")
            return code
        }
    }

    static var helpText: String {
        var s = """
        formsh \(version) — a terminal client for server-driven forms

        Usage:

        """
        for c in commands { s += "  formsh \(c.usage)\n" }
        s += "  formsh --help | --version | help COMMAND\n\nCommands:\n"
        for c in commands { s += "  \(c.name.padding(9))\(c.abstract)\n" }
        s += "\n`formsh help COMMAND` shows a command's options.\n"
        return s
    }

    static func commandHelp(_ c: any Command.Type) -> String {
        "Usage: formsh \(c.usage)\n\n\(c.abstract)\n" + (c.help.isEmpty ? "" : "\n\(c.help)\n")
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
