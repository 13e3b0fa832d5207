import FormCore

/// One `:` command of the shell (SPEC §5), each in its own file. A command changes the
/// flow and adds effects; it never prints.
protocol ShellCommand: Sendable {
    static var name: String { get }
    /// `:goto KEY|N`
    static var usage: String { get }
    static var summary: String { get }
    /// Runs with the rest of the line after the name (spaces included).
    static func run(_ argument: String, in flow: Flow)
}

/// The command table.
enum ShellCommands {
    static let all: [any ShellCommand.Type] = [
        HelpCommand.self, FieldsCommand.self, GotoCommand.self, BackCommand.self, NextCommand.self,
        SetCommand.self, ClearCommand.self, ValidateCommand.self, PayloadCommand.self, SubmitCommand.self,
        WipeCommand.self, RulesCommand.self, TryCommand.self, KeysCommand.self, SchemaCommand.self,
        EndpointCommand.self, LastCommand.self, QuitCommand.self,
    ]
    /// Commands whose first argument is a field key (for completion).
    static let takingKey: Set<String> = ["goto", "set", "clear", "rules", "try", "keys"]

    static func named(_ name: String) -> (any ShellCommand.Type)? { all.first { $0.name == name } }

    /// Whether `line` (without its `:`) is exactly a command that can run without an
    /// argument (`back`, `quit`, `help`, …): the only lines a secure prompt takes as commands.
    static func isArgumentless(_ line: String) -> Bool {
        guard let c = named(line) else { return false }
        return c.usage == ":" + c.name || c.usage.hasPrefix(":" + c.name + " [")
    }
}

extension Flow {
    /// Runs `:NAME ARGS`.
    func runCommand(_ text: String) {
        let name = String(text.prefix { $0 != " " })
        let argument = String(text.dropFirst(name.count).drop { $0 == " " })
        guard let command = ShellCommands.named(name) else {
            note(.unknownCommand(name))
            return
        }
        command.run(argument, in: self)
    }

    /// Resolves a field named by key or by its number among the visible fields; says why not.
    func fieldArgument(_ word: String, allowHidden: Bool = false) -> Int? {
        let key = word.trimmed
        if key.isEmpty {
            note(.keyNeeded)
            return nil
        }
        var index = state.form.index(ofKey: key)
        let visible = state.visibleFields
        if index == nil, let n = Int(key), n >= 1, n <= visible.count { index = visible[n - 1] }
        guard let f = index else {
            note(.unknownField(key))
            return nil
        }
        if !allowHidden && !state.isVisible(f) {
            note(.hiddenField(key))
            return nil
        }
        return f
    }

    /// Splits `KEY VALUE` (the value is the rest of the line, spaces included) and refuses secrets.
    func keyAndValue(_ argument: String) -> (Int, String)? {
        let key = String(argument.prefix { $0 != " " })
        let value = String(argument.dropFirst(key.count).dropFirst())
        guard let f = fieldArgument(key) else { return nil }
        if state.form.fields[f].isSecret {
            note(.secretField(state.form.fields[f].key))
            return nil
        }
        return (f, value)
    }
}
