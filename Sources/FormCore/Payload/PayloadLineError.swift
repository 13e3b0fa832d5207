/// Why a payload line could not be judged at all.
public enum PayloadLineError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidJSON(String)
    case notAnObject(String)
    case store(SecretStoreError)

    /// Bad JSON, said with the column where it went wrong.
    public static func invalid(_ e: JSONSyntaxError) -> PayloadLineError {
        .invalidJSON("\(e.message) at column \(e.column)")
    }

    public var description: String {
        switch self {
        case .invalidJSON(let m): return "invalid JSON: \(m)"
        case .notAnObject(let m): return m
        case .store(let e): return e.description
        }
    }
}
