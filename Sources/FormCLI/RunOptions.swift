import FormCore

/// The options of `run` (and `record`), parsed by hand in swift-argument-parser's style.
struct RunOptions {
    var form: String
    var endpoint: String?
    var baseURL: String?
    var scenario: String?
    var headers: [HeaderOption] = []
    var timeout: Double = 30
    var cacert: String?
    /// `--client-version` and `--no-keyboard-filter`.
    var loaderOptions = FormLoader.Options()
    var plain = false
    var verbose = false
    var followEndpoints = false

    /// Parses the arguments after `run` (or `record`, which passes what is left after `-o`).
    static func parse(_ arguments: [String], command: String) throws(CLIError) -> RunOptions {
        var args = ArgumentList(arguments, command: command)
        var o = RunOptions(form: "")
        o.plain = args.flag("--plain")
        o.verbose = args.flag("--verbose")
        o.loaderOptions.keyboardFilter = !args.flag("--no-keyboard-filter")
        o.followEndpoints = args.flag("--follow-endpoints")
        o.endpoint = try args.option("--endpoint")
        o.baseURL = try args.option("--base-url")
        o.scenario = try args.option("--scenario")
        let timeoutText = try args.option("--timeout")
        o.cacert = try args.option("--cacert")
        let clientVersion = try args.option("--client-version")
        o.headers = try headerOptions(&args)
        o.form = try args.positional(missing: "FORM (a schema file or an http(s) URL)")
        if let e = o.endpoint, e.trimmed.isEmpty {
            throw .usage("--endpoint needs a URL (an empty one would mean the built-in mock)", command: command)
        }
        o.timeout = try args.seconds(timeoutText, of: "--timeout", upTo: 3600) ?? 30
        o.loaderOptions.clientVersion =
            try args.value(
                clientVersion, of: "--client-version", expecting: "takes a version such as 1.4.0",
                where: \ClientVersion.isWellFormed) ?? .current
        return o
    }

    /// Removes every `--header` and `--header-env` (literal ones first, each kind in order).
    static func headerOptions(_ args: inout ArgumentList) throws(CLIError) -> [HeaderOption] {
        try args.options("--header").map(HeaderOption.literal)
            + args.options("--header-env").map(HeaderOption.environment)
    }
}
