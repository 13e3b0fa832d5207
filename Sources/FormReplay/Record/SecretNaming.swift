/// How `record` names the variable of a value typed at a secure field, so that a folder
/// of transcripts replays under one environment (docs/contract.md, "Transcripts").
///
/// The field's names are tried in order (`FORMSH_SECRET_OTP`, `FORMSH_SECRET_OTP_2`, …),
/// and the first that fits is taken:
/// - a name this recording gave another value does not fit;
/// - a name set in the recording environment fits only when it holds the same value;
/// - a name not set there fits unless another transcript of the output folder reads it
///   (its value is then unknown, and giving it another one would break that transcript).
public struct SecretNaming: Sendable {
    /// The recording environment's `FORMSH_SECRET_*` variables.
    let environment: [String: String]
    /// The names the output folder's other transcripts read.
    let taken: Set<String>

    public init(environment: [String: String], taken: Set<String>) {
        self.environment = environment.filter { $0.key.hasPrefix("FORMSH_SECRET_") }
        self.taken = taken
    }

    /// The variable for a new value of field `key`.
    /// - Parameters:
    ///   - assigned: the names this recording already gave other values.
    ///   - isValue: whether these bytes (an environment variable's value) are the typed value.
    public func name(for key: String, assigned: Set<String>, isValue: ([UInt8]) -> Bool) -> String {
        var ordinal = 1
        while true {
            let name = Recorder.secretVariable(for: key, ordinal: ordinal)
            ordinal += 1
            if assigned.contains(name) { continue }
            if let set = environment[name] {
                if isValue(Array(set.utf8)) { return name }
                continue
            }
            if !taken.contains(name) { return name }
        }
    }

    /// Whether `name` holds, in the recording environment, the value it was given.
    func isSet(_ name: String) -> Bool { environment[name] != nil }
}
