/// Why a `--header` or `--header-env` option was refused. Never carries a header value.
public enum HeaderOptionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `--header` without `:`.
    case missingColon
    /// `--header-env` without `=` (the argument, which holds names only).
    case missingEquals(argument: String)
    /// Nothing before the `:` or `=`.
    case emptyName
    /// The name is not an HTTP token (control characters removed).
    case invalidName(String)
    /// `Content-Length` and `Transfer-Encoding` would break the request's framing.
    case forbiddenName(String)
    /// `--header-env Name=` without a variable name.
    case emptyVariableName(name: String)
    /// The variable is not set.
    case missingVariable(name: String, variable: String)
    /// The value given to `--header` contains a line break or another control character.
    case invalidValue(name: String)
    /// The variable's value contains a line break or another control character.
    case invalidVariableValue(name: String, variable: String)

    public var description: String {
        switch self {
        case .missingColon:
            return "--header needs 'Name: value'"
        case .missingEquals(let argument):
            return "--header-env needs Name=VARIABLE, got \(argument)"
        case .emptyName:
            return "a header needs a name"
        case .invalidName(let name):
            return "'\(name)' is not a valid header name"
        case .forbiddenName(let name):
            return "the \(name) header cannot be set by hand"
        case .emptyVariableName(let name):
            return "--header-env \(name)= needs the name of an environment variable"
        case .missingVariable(let name, let variable):
            return "--header-env \(name)=\(variable): \(variable) is not set"
        case .invalidValue(let name):
            return "the value of header \(name) contains a line break or control character"
        case .invalidVariableValue(let name, let variable):
            return
                "--header-env \(name)=\(variable): the value of \(variable) contains a line break or control character"
        }
    }
}
