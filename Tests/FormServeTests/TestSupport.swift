import Foundation
@testable import FormServe

/// Paths and fixtures shared by the tests.
enum Fixtures {
    /// The repository root (this file is Tests/FormServeTests/TestSupport.swift).
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static let forms = root + "/forms"
    static let cardTransfer = forms + "/card_transfer"

    static func read(_ path: String) -> [UInt8] {
        [UInt8](FileManager.default.contents(atPath: path) ?? Data())
    }

    /// A fresh empty folder under the temporary directory.
    static func temporaryDirectory() -> String {
        let path = NSTemporaryDirectory() + "formserve-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func write(_ text: String, to path: String) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    /// Starts a server on an ephemeral port.
    static func server(scenario: Scenario? = nil, forms: String = Fixtures.forms,
                       options: MockServer.Options = MockServer.Options()) throws -> MockServer {
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
