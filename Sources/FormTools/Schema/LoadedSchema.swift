import FormCore

/// A schema as `messages` and `diff` read it: the form, loaded with any client version (the
/// gate is `run`'s concern, and `lint` reports it), and the JSON it was loaded from.
public struct LoadedSchema {
    public let form: Form
    public let root: JSONValue

    /// Loads schema bytes. No source positions are recorded (`diff` and `messages` name
    /// places by JSON Pointer): a schema of 10,000 options would otherwise build and free a
    /// pointer for each of them.
    public init(_ bytes: [UInt8]) throws(FormLoadError) {
        let analysis = FormLoader.analyze(bytes, options: Linter.everyVersion, recordPositions: false)
        if let failure = analysis.failure { throw failure }
        guard let form = analysis.form,
            let root = try? bytes.withUnsafeBufferPointer({ b throws(JSONSyntaxError) in try JSONParser.parse(b) })
        else { throw .notAnObject(found: "nothing") }
        self.form = form
        self.root = root
    }
}
