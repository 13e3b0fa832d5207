import FormCore
import FormShell
import FormSubmit

/// Reads a schema from a file or an http(s) URL and loads it; every failure is exit 3.
enum FormSource {
    /// The loaded form, and the URL it came from (nil for a file).
    static func load(_ name: String, io: CommandIO, submitter: HTTPSubmitter, options: FormLoader.Options) throws(CLIError) -> (Form, String?) {
        let bytes: [UInt8]
        var url: String?
        if name.hasPrefix("http://") || name.hasPrefix("https://") {
            switch submitter.get(name) {
            case .failure(let e):
                throw .formNotLoaded(source: name, reason: "\(e.reason)")
            case .success(let r):
                guard (200..<300).contains(r.status) else { throw .formNotLoaded(source: name, reason: "HTTP \(r.status)") }
                bytes = r.body.bytes
                url = name
            }
        } else {
            bytes = try io.readFile(name)
        }
        do {
            return (try FormLoader.load(bytes, options: options), url)
        } catch {
            throw .formNotLoaded(source: name, reason: error.description)
        }
    }
}
