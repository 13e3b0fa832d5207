final class BuiltInMock {
    var url: String { "" }
    static func start(formPath: String, scenario: String?, isURL: Bool) throws(CLIError) -> BuiltInMock {
        throw .failed("the built-in mock backend is not available yet: use --endpoint", exitCode: 1)
    }
    func stop() {}
}
