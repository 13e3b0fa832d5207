/// Hand-written argument parsing: flags, options with values, positionals.
public struct ArgumentList {
    public private(set) var remaining: [String]
    let command: String

    public init(_ arguments: [String], command: String) {
        remaining = arguments
        self.command = command
    }

    /// Removes a flag (`--json`) and says whether it was there.
    public mutating func flag(_ name: String) -> Bool {
        guard let i = remaining.firstIndex(of: name) else { return false }
        remaining.remove(at: i)
        return true
    }

    /// Removes every `--name VALUE` / `--name=VALUE` and returns the values in order.
    public mutating func options(_ name: String) throws(CLIError) -> [String] {
        var values: [String] = []
        var i = 0
        while i < remaining.count {
            let a = remaining[i]
            if a == name {
                guard i + 1 < remaining.count else { throw .usage("missing value for \(name)", command: command) }
                values.append(remaining[i + 1])
                remaining.removeSubrange(i...(i + 1))
            } else if a.hasPrefix(name + "=") {
                values.append(String(a.dropFirst(name.count + 1)))
                remaining.remove(at: i)
            } else {
                i += 1
            }
        }
        return values
    }

    /// The last value of an option, if given.
    public mutating func option(_ name: String) throws(CLIError) -> String? { try options(name).last }

    /// The one positional argument left: `missing WHAT` without it, `unexpected argument`
    /// naming the second.
    public func positional(missing what: String) throws(CLIError) -> String {
        let list = try positionals()
        guard list.count == 1 else {
            throw .usage(list.isEmpty ? "missing \(what)" : "unexpected argument '\(list[1])'", command: command)
        }
        return list[0]
    }

    /// The positional arguments left; an unknown `--option` is a usage error that names it
    /// and the nearest option of the command (docs/contract.md, "Command line").
    public func positionals() throws(CLIError) -> [String] {
        if let unknown = remaining.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
            let known = FormshCLI.command(named: command)?.knownOptions ?? []
            throw .usage(CLIText.unknownOption(unknown, among: known), command: command)
        }
        return remaining
    }
}
