import Foundation
import TestSupport

@testable import FormServe

/// Paths and fixtures shared by the tests.
enum Fixtures {
    static let forms = Repository.path("forms")
    static let cardTransfer = forms + "/card_transfer"

    static func read(_ path: String) -> [UInt8] {
        [UInt8](FileManager.default.contents(atPath: path) ?? Data())
    }

    static func write(_ text: String, to path: String) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    /// Starts a server on an ephemeral port.
    static func server(
        scenario: Scenario? = nil, forms: String = Fixtures.forms,
        options: MockServer.Options = MockServer.Options()
    ) throws -> MockServer {
        let server = MockServer(scenario: scenario, formsDirectory: forms, port: 0, options: options)
        try server.start()
        return server
    }
}

/// A value that test threads share.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) -> R) -> R { lock.withLock { body(&value) } }
    var current: Value { lock.withLock { value } }
}
