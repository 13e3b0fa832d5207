import Testing

@testable import FormCore

@Suite struct HeaderOptionTests {
    func pair(_ result: (name: String, value: String)) -> [String] { [result.name, result.value] }

    @Test(arguments: [
        ("Authorization: Bearer abc", ["Authorization", "Bearer abc"]),
        ("X-Trace:abc", ["X-Trace", "abc"]),
        ("X-Spaces: \t a b \t ", ["X-Spaces", "a b"]),
        ("X-Empty:", ["X-Empty", ""]),
        ("X-Colon: a:b:c", ["X-Colon", "a:b:c"]),
        ("X-Utf8: Salom dunyo — ok", ["X-Utf8", "Salom dunyo — ok"]),
        ("Idempotency-Key: 42", ["Idempotency-Key", "42"]),
    ])
    func literalHeaders(argument: String, expected: [String]) throws {
        #expect(pair(try HeaderOption.parse(header: argument)) == expected)
    }

    @Test(arguments: [
        ("Authorization Bearer abc", HeaderOptionError.missingColon),
        (": value", .emptyName),
        ("X Trace: a", .invalidName("X Trace")),
        ("X-Ü: a", .invalidName("X-Ü")),
        ("X-A\r\nX-B: a", .invalidName("X-A  X-B")),
        ("X-A: a\r\nX-Injected: b", .invalidValue(name: "X-A")),
        ("X-A: a\nb", .invalidValue(name: "X-A")),
        ("X-A: a\u{0}b", .invalidValue(name: "X-A")),
        ("Content-Length: 5", .forbiddenName("Content-Length")),
        ("transfer-encoding: chunked", .forbiddenName("transfer-encoding")),
    ])
    func badLiteralHeaders(argument: String, error: HeaderOptionError) {
        #expect(throws: error) { try HeaderOption.parse(header: argument) }
    }

    /// A `--header-env Name=VAR` names its header and its variable; a `--header` neither.
    @Test func anEnvironmentHeaderNamesItsHeaderAndItsVariable() {
        let option = HeaderOption.environment("X-Токен=FORMSH_TOKEN_ʻ")
        #expect(option.environmentHeaderName == "X-Токен")
        #expect(option.environmentVariable == "FORMSH_TOKEN_ʻ")
        #expect(HeaderOption.literal("X-A: b=c").environmentVariable == nil)
        #expect(HeaderOption.environment("NoEquals").environmentVariable == nil)
    }

    @Test func environmentHeaders() throws {
        let environment = ["API_TOKEN": "Bearer s3cr3t", "EMPTY": ""]
        #expect(
            pair(try HeaderOption.parse(headerEnv: "Authorization=API_TOKEN", environment: environment))
                == ["Authorization", "Bearer s3cr3t"])
        #expect(pair(try HeaderOption.parse(headerEnv: "X-Empty=EMPTY", environment: environment)) == ["X-Empty", ""])
    }

    @Test(arguments: [
        (
            "Authorization", HeaderOptionError.missingEquals(argument: "Authorization"),
            "--header-env needs Name=VARIABLE, got Authorization"
        ),
        ("=API_TOKEN", .emptyName, "a header needs a name"),
        (
            "Authorization=", .emptyVariableName(name: "Authorization"),
            "--header-env Authorization= needs the name of an environment variable"
        ),
        (
            "Authorization=MISSING", .missingVariable(name: "Authorization", variable: "MISSING"),
            "--header-env Authorization=MISSING: MISSING is not set"
        ),
        (
            "Authorization=BROKEN", .invalidVariableValue(name: "Authorization", variable: "BROKEN"),
            "--header-env Authorization=BROKEN: the value of BROKEN contains a line break or control character"
        ),
        ("Bad Name=API_TOKEN", .invalidName("Bad Name"), "'Bad Name' is not a valid header name"),
    ])
    func badEnvironmentHeaders(argument: String, error: HeaderOptionError, message: String) {
        let environment = ["API_TOKEN": "Bearer s3cr3t", "BROKEN": "Bearer s3cr3t\r\nX-Evil: 1"]
        #expect(throws: error) { try HeaderOption.parse(headerEnv: argument, environment: environment) }
        #expect(error.description == message)
        #expect(!message.contains("s3cr3t"))
    }

    @Test func literalErrorMessagesNeverShowTheValue() {
        #expect(HeaderOptionError.missingColon.description == "--header needs 'Name: value'")
        #expect(
            HeaderOptionError.invalidValue(name: "Authorization").description
                == "the value of header Authorization contains a line break or control character")
        #expect(
            HeaderOptionError.forbiddenName("Content-Length").description
                == "the Content-Length header cannot be set by hand")
    }

    @Test func optionsResolveInCommandLineOrder() throws {
        let headers = try HeaderOption.resolve(
            [.literal("X-A: 1"), .environment("Authorization=TOKEN"), .literal("X-B: 2")],
            environment: ["TOKEN": "Bearer t"])
        #expect(headers.map { [$0.name, $0.value] } == [["X-A", "1"], ["Authorization", "Bearer t"], ["X-B", "2"]])
        #expect(throws: HeaderOptionError.missingVariable(name: "Authorization", variable: "TOKEN")) {
            try HeaderOption.resolve([.literal("X-A: 1"), .environment("Authorization=TOKEN")], environment: [:])
        }
    }
}
