import FormCore
import FormServe
import FormSystem
import Synchronization

/// What replayed sessions in one process can share: forms and scenarios loaded from
/// files, reused while the file is the same (size and modification time). Both are
/// immutable once loaded, and hold no value anyone typed. A terminal run loads its own.
enum ReplayCache {
    /// The form in the file at `path` (absolute), loaded with `options`.
    static func form(_ path: String, options: FormLoader.Options, load: () throws(CLIError) -> Form) throws(CLIError)
        -> Form
    {
        let key = "\(path)\u{0}\(options.clientVersion.text)\u{0}\(options.keyboardFilter)"
        return try cached(ProcessState.forms, key: key, file: path, load: load)
    }

    /// The scenario in the file at `path` (absolute).
    static func scenario(_ path: String) throws(ScenarioError) -> Scenario {
        try cached(ProcessState.scenarios, key: path, file: path) { () throws(ScenarioError) in
            try Scenario.load(path: path)
        }
    }

    private static func cached<T: Sendable, E: Error>(
        _ table: borrowing Mutex<[String: (status: FileSystem.Status, value: T)]>,
        key: String, file: String, load: () throws(E) -> T
    ) throws(E) -> T {
        guard let status = FileSystem.status(file) else { return try load() }
        if let hit = table.withLock({ $0[key] }), hit.status == status { return hit.value }
        let value = try load()
        table.withLock { $0[key] = (status, value) }
        return value
    }
}
