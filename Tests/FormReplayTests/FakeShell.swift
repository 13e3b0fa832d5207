import FormReplay
import FormShell
import Foundation
import Synchronization

/// A stand-in for formsh's in-process runner: a one-field "greeting" form.
///
/// `formsh greet [--word W] [--say LINE] [--reads N] [--exit N]` prints a header naming its
/// mock, a `Loaded 1 field.` line, LINE when given, then for each line it reads (all, or at most N): the prompt
/// `name>`, the typed line (marked as the real runner marks it), `  ✓ W VALUE`; then
/// `Submitted in 12.5 ms`, and exits with the given status (0 by default).
final class FakeShell: Sendable {
    static let endpoint = "http://127.0.0.1:40123"

    private let log = Mutex<[SessionRequest]>([])

    /// Every request received, in the order they arrived.
    var requests: [SessionRequest] { log.withLock { $0 } }

    var runner: SessionRunner {
        { [self] request in
            log.withLock { $0.append(request) }
            return FakeShell.run(request)
        }
    }

    static func run(_ request: SessionRequest) -> SessionResult {
        func option(_ name: String) -> String? {
            guard let i = request.arguments.firstIndex(of: name), i + 1 < request.arguments.count else { return nil }
            return request.arguments[i + 1]
        }
        let word = option("--word") ?? "hello"
        let reads = option("--reads").flatMap(Int.init) ?? request.input.count
        var out = "Fake form · \(request.arguments.joined(separator: " ")) · endpoint: built-in mock (\(endpoint))\n"
        out += "Loaded 1 field.\n"
        if let say = option("--say") { out += say + "\n" }
        for line in request.input.prefix(reads) {
            out += "name>\n\u{1E}\(line.shown)\n  ✓ \(word) \(line.value)\n"
        }
        out += "Submitted in 12.5 ms\n"
        return SessionResult(output: out, exitCode: option("--exit").flatMap(Int32.init) ?? 0, endpoint: endpoint)
    }
}
