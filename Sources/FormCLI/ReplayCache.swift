import FormCore
import FormServe
import Glibc
import Synchronization

/// What replayed sessions in one process can share: forms and scenarios loaded from
/// files, reused while the file is the same (size and modification time). Both are
/// immutable once loaded, and hold no value anyone typed. A terminal run loads its own.
enum ReplayCache {
    private static let forms = Mutex<[String: (signature: String, value: Form)]>([:])
    private static let scenarios = Mutex<[String: (signature: String, value: Scenario)]>([:])

    /// The form in the file at `path` (absolute), loaded with `options`.
    static func form(_ path: String, options: FormLoader.Options, load: () throws(CLIError) -> Form) throws(CLIError) -> Form {
        let key = "\(path)\u{0}\(options.clientVersion.text)\u{0}\(options.keyboardFilter)"
        return try cached(forms, key: key, file: path, load: load)
    }

    /// The scenario in the file at `path` (absolute).
    static func scenario(_ path: String) throws(ScenarioError) -> Scenario {
        try cached(scenarios, key: path, file: path) { () throws(ScenarioError) in try Scenario.load(path: path) }
    }

    private static func cached<T: Sendable, E: Error>(_ table: borrowing Mutex<[String: (signature: String, value: T)]>, key: String, file: String,
                                            load: () throws(E) -> T) throws(E) -> T {
        guard let signature = signature(file) else { return try load() }
        if let hit = table.withLock({ $0[key] }), hit.signature == signature { return hit.value }
        let value = try load()
        table.withLock { $0[key] = (signature, value) }
        return value
    }

    /// The file's size and modification time, or nil when it cannot be read.
    private static func signature(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }
}
