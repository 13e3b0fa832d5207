import FormCore
import FormShell
import FormSystem
import Foundation
import TestSupport

/// Runs the shell in-process on a form from forms/ with scripted lines.
final class BufferShellSink: TextSink, @unchecked Sendable {
    var output = ""
    func write(_ text: String) { output += text }
    func write(bytes: UnsafeRawBufferPointer) { output += String(decoding: bytes, as: UTF8.self) }
    func flush() {}
}

enum ShellHarness {
    static func form(_ path: String, keyboardFilter: Bool = true) throws -> Form {
        try FormLoader.load(Repository.bytes(path), options: FormLoader.Options(keyboardFilter: keyboardFilter))
    }

    /// The output (typed lines shown as `> TEXT`) and the exit status.
    static func run(_ path: String, _ lines: [String], keyboardFilter: Bool = true) throws -> (
        output: String, status: Int32
    ) {
        let sink = BufferShellSink()
        let scripted = lines.map { ScriptedLine(value: $0) }
        let loaderOptions = FormLoader.Options(keyboardFilter: keyboardFilter)
        let plan = SessionPlan(
            form: try form(path, keyboardFilter: keyboardFilter),
            endpoint: "http://127.0.0.1:9/none", endpointDescription: "test", mockURL: nil,
            submitter: nil, loaderOptions: loaderOptions,
            input: .scripted(scripted), colors: false, output: sink, exchangeLog: nil, observer: nil)
        let shell = try Shell(
            plan: plan, store: try SecretStore.forTest(),
            source: ScriptedLineSource(scripted, output: sink))
        let status = shell.run()
        let text = sink.output.replacingOccurrences(of: "\u{1E}\n", with: ">\n").replacingOccurrences(
            of: "\u{1E}", with: "> ")
        return (text, status)
    }

    /// The lines printed after the typed line `after` up to the next prompt.
    static func reply(_ output: String, after typed: String) -> [String] {
        let lines = output.components(separatedBy: "\n")
        guard let i = lines.firstIndex(of: "> " + typed) else { return ["<not typed: \(typed)>"] }
        var out: [String] = []
        for l in lines[(i + 1)...] {
            if l.hasSuffix(">") && !l.hasPrefix(" ") { break }
            out.append(l)
        }
        return out
    }
}
