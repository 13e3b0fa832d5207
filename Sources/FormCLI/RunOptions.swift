import FormCore
import FormShell
import FormSubmit

/// The options of `run` (and `record`), parsed by hand in swift-argument-parser's style.
struct RunOptions {
    var form: String
    var endpoint: String?
    var baseURL: String?
    var scenario: String?
    var headers: [HeaderOption] = []
    var timeout: Double = 30
    var cacert: String?
    var clientVersion = ClientVersion.current
    var keyboardFilter = true
    var plain = false
    var verbose = false
    var followEndpoints = false

    static let help = RunHelp.text

    /// Parses the arguments after `run` (or `record`, which passes what is left after `-o`).
    static func parse(_ arguments: [String], command: String, environment: [String: String]) throws(CLIError)
        -> RunOptions
    {
        var args = ArgumentList(arguments, command: command)
        let plain = args.flag("--plain")
        let verbose = args.flag("--verbose")
        let noFilter = args.flag("--no-keyboard-filter")
        let followEndpoints = args.flag("--follow-endpoints")
        let endpoint = try args.option("--endpoint")
        let baseURL = try args.option("--base-url")
        let scenario = try args.option("--scenario")
        let timeoutText = try args.option("--timeout")
        let cacert = try args.option("--cacert")
        let clientVersion = try args.option("--client-version")
        let headers = try headerOptions(&args)
        let positionals = try args.positionals()
        guard positionals.count == 1 else {
            throw .usage(
                positionals.isEmpty
                    ? "missing FORM (a schema file or an http(s) URL)" : "unexpected argument '\(positionals[1])'",
                command: command)
        }
        var o = RunOptions(form: positionals[0])
        o.plain = plain
        o.verbose = verbose
        o.keyboardFilter = !noFilter
        o.followEndpoints = followEndpoints
        if let e = endpoint, e.trimmed.isEmpty {
            throw .usage("--endpoint needs a URL (an empty one would mean the built-in mock)", command: command)
        }
        o.endpoint = endpoint
        o.baseURL = baseURL
        o.scenario = scenario
        o.cacert = cacert
        o.headers = headers
        o.timeout = try args.seconds(timeoutText, of: "--timeout", upTo: 3600) ?? 30
        if let v = clientVersion {
            let cv = ClientVersion(v)
            guard cv.isWellFormed else {
                throw .usage("--client-version takes a version such as 1.4.0, not '\(v)'", command: command)
            }
            o.clientVersion = cv
        }
        return o
    }

    /// Removes every `--header` and `--header-env` (literal ones first, each kind in order).
    static func headerOptions(_ args: inout ArgumentList) throws(CLIError) -> [HeaderOption] {
        try args.options("--header").map(HeaderOption.literal)
            + args.options("--header-env").map(HeaderOption.environment)
    }
}
