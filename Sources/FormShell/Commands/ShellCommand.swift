/// One `:` command of the shell (docs/contract.md, "The shell"), each in its own file: a function over the flow
/// that resolves its argument and calls Flow's named operations (`Flow+Commands`,
/// `Flow+Moving`, `Flow+Listing`). It never reaches the form's state or the cursor
/// itself, and never prints.
protocol ShellCommand: Sendable {
    static var name: String { get }
    /// `:goto KEY|N`
    static var usage: String { get }
    static var summary: String { get }
    /// Runs with the rest of the line after the name (spaces included).
    static func run(_ argument: String, in flow: inout Flow)
}

/// The command table.
enum ShellCommands {
    static let all: [any ShellCommand.Type] = [
        HelpCommand.self, FieldsCommand.self, GotoCommand.self, BackCommand.self, NextCommand.self,
        SetCommand.self, ClearCommand.self, ValidateCommand.self, PayloadCommand.self, SubmitCommand.self,
        WipeCommand.self, RulesCommand.self, TryCommand.self, KeysCommand.self, SchemaCommand.self,
        EndpointCommand.self, LastCommand.self, QuitCommand.self, ForceQuitCommand.self,
    ]
    /// Commands whose first argument is a field key (for completion).
    static let takingKey: Set<String> = ["goto", "set", "clear", "rules", "try", "keys"]

    static func named(_ name: String) -> (any ShellCommand.Type)? { all.first { $0.name == name } }

    /// The names of the commands that can run without an argument (`back`, `quit`, `help`,
    /// …): the only commands a secure prompt takes, and only typed exactly (docs/contract.md, "The shell").
    static let argumentless: [String] = all.filter { c in
        c.usage == ":" + c.name || c.usage.hasPrefix(":" + c.name + " [")
    }.map { $0.name }
}
