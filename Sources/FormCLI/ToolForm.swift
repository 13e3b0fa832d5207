import FormCore
import FormTools

/// Reading a schema for the backend tools (`lint`, `messages`, `check`, `export`, `diff`,
/// `graph`): a file path or an http(s) URL (docs/contract.md, "Command line"), with any client version (the gate
/// is `run`'s concern, and `lint` reports it).
enum ToolForm {
    /// The loaded form; a schema that cannot be read or loaded is exit 3.
    static func load(_ path: String, io: CommandIO) throws(CLIError) -> Form {
        let bytes = try FormSource.bytes(path, io: io)
        do {
            return try FormLoader.load(bytes, options: Linter.everyVersion)
        } catch {
            throw .formNotLoaded(source: path, reason: error.description)
        }
    }

    /// The loaded form and the JSON it was loaded from. No source positions are recorded
    /// (`diff` and `messages` name places by JSON Pointer): a schema of 10,000 options
    /// would otherwise build and free a pointer for each of them.
    static func analyze(_ path: String, io: CommandIO) throws(CLIError) -> (form: Form, root: JSONValue) {
        let bytes = try FormSource.bytes(path, io: io)
        let analysis = FormLoader.analyze(bytes, options: Linter.everyVersion, recordPositions: false)
        if let failure = analysis.failure { throw .formNotLoaded(source: path, reason: failure.description) }
        guard let form = analysis.form,
            let root = try? bytes.withUnsafeBufferPointer({ b throws(JSONSyntaxError) in try JSONParser.parse(b) })
        else {
            throw .formNotLoaded(source: path, reason: FormLoadError.notAnObject(found: "nothing").description)
        }
        return (form, root)
    }
}
