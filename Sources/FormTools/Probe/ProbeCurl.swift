import FormCore

/// The one-line `curl` command that sends a case's payload again (docs/contract.md,
/// "Schema evolution and server conformance"), as Schemathesis prints one: the method,
/// the URL, the headers given with `--header`, those given with `--header-env` as
/// `$VAR` (their values are never written), the JSON body; each word quoted for a POSIX
/// shell. A secure field's value is never written: the body reads it from
/// `$FORMSH_SECRET_KEY` (the key in capitals, `_` for anything but letters and digits),
/// which holds it as the text of a JSON string.
public struct ProbeCurl: Sendable {
    /// One request header: its value as given, or the environment variable it comes from.
    public enum Header: Sendable, Equatable {
        case literal(name: String, value: String)
        case environment(name: String, variable: String)
    }

    public let endpoint: String
    public let headers: [Header]

    /// The headers of `--header` and `--header-env` options as the line writes them: a
    /// `--header` as given, a `--header-env` as its variable (its value is never written).
    public static func headers(_ options: [HeaderOption]) -> [Header] {
        options.compactMap { option in
            switch option {
            case .literal(let argument):
                return (try? HeaderOption.parse(header: argument)).map { .literal(name: $0.name, value: $0.value) }
            case .environment:
                guard let name = option.environmentHeaderName, let variable = option.environmentVariable else {
                    return nil
                }
                return .environment(name: name, variable: variable)
            }
        }
    }

    public init(endpoint: String, headers: [Header]) {
        self.endpoint = endpoint
        self.headers = headers
    }

    /// `curl --request POST 'URL' --header 'Content-Type: application/json' … --data-raw 'BODY'`.
    public func command(body: JSONObject, secretKeys: Set<String> = []) -> String {
        var words = [
            "curl", "--request", "POST", ProbeCurl.quoted(endpoint), "--header",
            ProbeCurl.quoted("Content-Type: application/json"),
        ]
        for header in headers {
            switch header {
            case .literal(let name, let value): words += ["--header", ProbeCurl.quoted("\(name): \(value)")]
            case .environment(let name, let variable): words += ["--header", ProbeCurl.fromEnvironment(name, variable)]
            }
        }
        words += ["--data-raw", ProbeCurl.body(body, secretKeys: secretKeys)]
        return words.joined(separator: " ")
    }

    /// The body as one shell word: compact JSON in single quotes, each secure value
    /// spliced in from its variable (`'{"card":"'"$FORMSH_SECRET_CARD"'"}'`).
    static func body(_ body: JSONObject, secretKeys: Set<String>) -> String {
        guard body.entries.contains(where: { secretKeys.contains($0.key) }) else {
            return quoted(JSONWriter.string(.object(body)))
        }
        var out = "'{"
        for (i, entry) in body.entries.enumerated() {
            let key = JSONWriter.string(.string(entry.key)) + ":"
            out += escapedQuotes((i == 0 ? "" : ",") + key)
            if secretKeys.contains(entry.key) {
                out += "\"'\"$\(variable(for: entry.key))\"'\""
            } else {
                out += escapedQuotes(JSONWriter.string(entry.value))
            }
        }
        return out + "}'"
    }

    /// The variable a secure field's value is read from: `FORMSH_SECRET_` and the key in
    /// capitals, `_` for anything but ASCII letters and digits.
    public static func variable(for key: String) -> String {
        "FORMSH_SECRET_" + String(key.uppercased().unicodeScalars.map { isLetterOrDigit($0) ? Character($0) : "_" })
    }

    /// An ASCII letter or digit.
    private static func isLetterOrDigit(_ s: Unicode.Scalar) -> Bool {
        s.isASCII && (s.properties.isAlphabetic || ("0"..."9").contains(s))
    }

    /// Text inside single quotes, each `'` written `'\''`.
    private static func escapedQuotes(_ text: String) -> String {
        String(quoted(text).dropFirst().dropLast())
    }

    /// A word in single quotes, each `'` in it written `'\''`: nothing inside is expanded.
    static func quoted(_ text: String) -> String { ShellQuote.singleQuoted(text) }

    /// `'Name: '"$VAR"`: the header's value read from the variable by the shell; a variable
    /// whose name is no shell name, `"$(printenv 'VAR')"` (bash passes it on; dash does not).
    static func fromEnvironment(_ name: String, _ variable: String) -> String {
        let scalars = variable.unicodeScalars
        let isName =
            scalars.first.map { !("0"..."9").contains($0) } ?? false
            && scalars.allSatisfy { $0 == "_" || isLetterOrDigit($0) }
        guard isName else { return quoted("\(name): ") + "\"$(printenv \(quoted(variable)))\"" }
        return quoted("\(name): ") + "\"$\(variable)\""
    }
}
