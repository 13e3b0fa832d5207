import FormCore
import FormSystem

/// Why `formsh record` could not save what it recorded.
public enum RecordError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The locked store for the secrets' copies could not be set up.
    case valueStore(SecretStoreError)
    /// A secret value typed at a secure prompt is in a line that cannot hide it.
    case secretInCommandLine(key: String)
    /// The transcript or the scenario (as the user named it) could not be written.
    case notWritten(path: String, SystemError)

    public var description: String {
        switch self {
        case .valueStore(let error):
            return error.description
        case .secretInCommandLine(let key):
            return
                "transcript not saved: the secret value typed for \(key) is in a line that cannot hide it (the command line)"
        case .notWritten(let path, let error):
            return "cannot write \(path): \(error)"
        }
    }
}
