import FormCore
import FormSubmit
import FormTools

/// Reading a schema for the backend tools (`messages`, `check`, `export`, `diff`, `graph`,
/// `probe`, `vectors`, `cover`): a file path or an http(s) URL (docs/contract.md, "Command
/// line"), with any client version (the gate is `run`'s concern, and `lint` reports it).
enum ToolForm {
    /// The loaded form; a schema that cannot be read or loaded is exit 3.
    /// - Parameter submitter: fetches a URL (`probe`'s, with its headers and timeout).
    static func load(_ path: String, io: CommandIO, submitter: HTTPSubmitter? = nil) throws(CLIError) -> Form {
        try FormSource.load(path, io: io, submitter: submitter, options: Linter.everyVersion).form
    }

    static func analyze(_ path: String, io: CommandIO) throws(CLIError) -> LoadedSchema {
        let bytes = try FormSource.bytes(path, io: io)
        do { return try LoadedSchema(bytes) } catch {
            throw .formNotLoaded(source: path, reason: error.description)
        }
    }
}
