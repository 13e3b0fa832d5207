import FormCore
import FormTools

/// What `probe` and `vectors` read from their arguments besides the form, with the same
/// errors in the same order.
extension ProbeInputs {
    /// The families of `--cases FAMILY,…`; every family when not given.
    static func families(_ text: String?, command: String) throws(CLIError) -> Set<ProbeFamily> {
        guard let text else { return Set(ProbeFamily.allCases) }
        switch ProbeFamily.parse(text) {
        case .success(let families): return families
        case .failure(let e): throw .usage("--cases: \(e.description)", command: command)
        }
    }

    /// The fields of `--only KEY,…` (nil: every field), a value store, and the payload of the
    /// `--valid` file or one built from the rules (and whether it was built), in that order.
    /// - Parameter accepted: whether a given payload must be one the form accepts (`vectors`
    ///   and `--dry-run`, which write the cases without a verdict of their own on it).
    static func read(
        form: Form, only: String?, valid path: String?, accepted: Bool, io: CommandIO, command: String
    ) throws(CLIError) -> (only: Set<String>?, store: SecretStore, valid: JSONObject, built: Bool) {
        let keys: Set<String>?
        do { keys = try only.map { text throws(Problem) in try onlyKeys(text, form: form) } } catch {
            throw .probeInput(error, path: "", command: command)
        }
        let store: SecretStore
        do { store = try SecretStore() } catch { throw .toolValueStore(error) }
        let given = try path.map { p throws(CLIError) in (path: p, bytes: try io.readFile(p)) }
        do {
            let (valid, built) = try validPayload(given, form: form, store: store, accepted: accepted)
            return (keys, store, valid, built)
        } catch {
            throw .probeInput(error, path: path ?? "", command: command)
        }
    }
}
