/// A `--header 'Name: value'` or `--header-env Name=VAR` option (docs/contract.md, "Command line"), in command-line
/// order.
///
/// Header values may be credentials: no error and no description ever contains one.
public enum HeaderOption: Equatable, Sendable {
    /// `--header 'Name: value'` (the argument as given).
    case literal(String)
    /// `--header-env Name=VAR` (the argument as given); the value is read from the environment.
    case environment(String)

    /// The header name of a `--header-env` option, whose value is never shown.
    public var environmentHeaderName: String? {
        guard case .environment(let argument) = self, let equals = argument.firstIndex(of: "=") else { return nil }
        return String(argument[..<equals])
    }

    /// The variable a `--header-env Name=VAR` reads (`VAR`); nil for a `--header`.
    public var environmentVariable: String? {
        guard case .environment(let argument) = self, let equals = argument.firstIndex(of: "=") else { return nil }
        return String(argument[argument.index(after: equals)...])
    }

    /// The header each option gives, in order, with every `--header-env` value remembered
    /// by `masker` however short: the output gate masks it in everything the process writes
    /// (docs/contract.md, "Submission": a token a server echoes in a 401 body).
    public static func resolve(_ options: [HeaderOption], environment: [String: String], maskingIn masker: SecretMasker)
        throws(HeaderOptionError) -> [(name: String, value: String)]
    {
        let headers = try resolve(options, environment: environment)
        for (option, header) in zip(options, headers) where option.environmentHeaderName != nil {
            masker.remember(header.value, howeverShort: true)
        }
        return headers
    }

    /// The header each option gives, in order.
    public static func resolve(_ options: [HeaderOption], environment: [String: String])
        throws(HeaderOptionError) -> [(name: String, value: String)]
    {
        var headers: [(name: String, value: String)] = []
        for option in options {
            switch option {
            case .literal(let argument): headers.append(try parse(header: argument))
            case .environment(let argument): headers.append(try parse(headerEnv: argument, environment: environment))
            }
        }
        return headers
    }

    /// Parses `Name: value` (white space around the value is dropped; the value may be empty).
    public static func parse(header argument: String) throws(HeaderOptionError) -> (name: String, value: String) {
        guard let colon = argument.firstIndex(of: ":") else { throw .missingColon }
        let name = try validName(String(argument[..<colon]))
        let value = argument[argument.index(after: colon)...].trimmingOWS
        guard isValidValue(value) else { throw .invalidValue(name: name) }
        return (name, value)
    }

    /// Parses `Name=VAR` and reads `VAR` from `environment`.
    public static func parse(headerEnv argument: String, environment: [String: String])
        throws(HeaderOptionError) -> (name: String, value: String)
    {
        guard let equals = argument.firstIndex(of: "=") else {
            throw .missingEquals(argument: PrintableText.clean(argument))
        }
        let name = try validName(String(argument[..<equals]))
        let variable = String(argument[argument.index(after: equals)...])
        guard !variable.isEmpty else { throw .emptyVariableName(name: name) }
        guard let raw = environment[variable] else {
            throw .missingVariable(name: name, variable: PrintableText.clean(variable))
        }
        let value = raw[...].trimmingOWS
        guard isValidValue(value) else {
            throw .invalidVariableValue(name: name, variable: PrintableText.clean(variable))
        }
        return (name, value)
    }

    /// Headers that would break HTTP framing if set by hand.
    static let forbiddenNames: Set<String> = ["content-length", "transfer-encoding"]

    /// `name` if it is an RFC 9110 token and not a framing header.
    private static func validName(_ name: String) throws(HeaderOptionError) -> String {
        guard !name.isEmpty else { throw .emptyName }
        guard name.utf8.allSatisfy(isTokenByte) else { throw .invalidName(PrintableText.clean(name)) }
        guard !forbiddenNames.contains(name.lowercased()) else { throw .forbiddenName(name) }
        return name
    }

    /// tchar = "!" / "#" / "$" / "%" / "&" / "'" / "*" / "+" / "-" / "." / "^" / "_" / "`" / "|" / "~" / DIGIT / ALPHA
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return true
        default:
            return Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }

    /// A field value: no CR, LF, NUL or other control character but horizontal tab.
    private static func isValidValue(_ value: String) -> Bool {
        value.utf8.allSatisfy { $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }
    }
}
