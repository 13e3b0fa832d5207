import FormCore
import FormSystem

/// The forms in the mock's forms folder, by where they submit: `METHOD path` → form.
/// Built once when the server starts, from every `*.json` file that loads as a screen
/// (sub-folders included, shallower files first, then by name).
struct FormIndex: Sendable {
    struct Entry: Sendable {
        /// Path relative to the forms folder.
        let file: String
        let form: Form
    }

    private(set) var byEndpoint: [String: Entry] = [:]
    /// Paths that some form submits to, with the methods that do.
    private(set) var methodsByPath: [String: [String]] = [:]
    /// Conflicts and forms that look like screens but do not load.
    private(set) var warnings: [String] = []

    static let maxDepth = 8
    static let maxFiles = 2000
    static let maxFileBytes = 8 << 20

    init() {}

    /// Indexes `directory`; a folder that cannot be listed gives an empty index. An index
    /// of the same folder built earlier in the process is reused while nothing it was
    /// built from changed: each folder it listed and each file it read keep their size and
    /// modification time (a file added, removed or renamed changes its folder's). Replay
    /// starts a mock per session.
    init(directory: String) {
        if let hit = ProcessState.formIndexes.withLock({ $0[directory] }),
            hit.sources == FormIndex.stamps(hit.sources.map(\.path))
        {
            self = hit.index
            return
        }
        let (files, folders) = FormIndex.jsonFilesAndFolders(in: directory)
        self.init(directory: directory, files: files)
        let built = self
        let sources = FormIndex.stamps(folders + files.map { Path.join(directory, $0) })
        ProcessState.formIndexes.withLock { $0[directory] = (sources, built) }
    }

    /// Indexes these files of `directory`.
    private init(directory: String, files: [String]) {
        for file in files {
            guard let bytes = FileSystem.contents(Path.join(directory, file)), bytes.count <= FormIndex.maxFileBytes
            else { continue }
            let form: Form
            do {
                form = try FormLoader.load(bytes)
            } catch {
                if FormIndex.looksLikeScreen(bytes) { warnings.append("\(file): not served as a form: \(error)") }
                continue
            }
            guard let submit = form.submit, let path = FormIndex.endpointPath(submit.endpoint) else { continue }
            let method = submit.method.uppercased()
            let key = method + " " + path
            if let existing = byEndpoint[key] {
                warnings.append("\(file) and \(existing.file) both submit to \(key); \(existing.file) validates it")
                continue
            }
            byEndpoint[key] = Entry(file: file, form: form)
            methodsByPath[path, default: []].append(method)
        }
    }

    /// What a file or folder looked like: its path, and its size and modification time
    /// (nil when it cannot be read).
    struct Stamp: Equatable, Sendable {
        let path: String
        let status: FileSystem.Status?
    }

    /// Each path's stamp.
    static func stamps(_ paths: [String]) -> [Stamp] {
        paths.map { Stamp(path: $0, status: FileSystem.status($0)) }
    }

    /// The form that a request to `method path` submits, if any.
    func form(method: String, path: String) -> Entry? { byEndpoint[method + " " + path] }

    /// The path of a submit endpoint: `/api/x` or `https://host/api/x?q` → `/api/x`
    /// (percent-decoded, as request paths are); nil for anything else.
    static func endpointPath(_ endpoint: String) -> String? {
        var rest = endpoint[...]
        if let scheme = rest.firstRange(of: "://") {
            rest = rest[scheme.upperBound...]
            guard let slash = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) else { return "/" }
            rest = rest[slash...]
            if rest.first == "?" { return "/" }
        }
        guard rest.hasPrefix("/") else { return nil }
        let path = HTTPParser.splitQuery(rest).0
        return PercentDecoding.decode(
            path.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? path, refusingNUL: true)
    }

    /// `*.json` files under `directory` as relative paths: shallower first, then by name;
    /// hidden entries skipped; bounded in depth and count. Also the folders listed to find
    /// them (absolute paths).
    static func jsonFilesAndFolders(in directory: String) -> (files: [String], folders: [String]) {
        var folders: [String] = []
        var found: [(depth: Int, path: String)] = []
        var pending: [(String, Int)] = [("", 0)]
        while let next = pending.popLast(), found.count < maxFiles {
            let (relative, depth) = next
            let full = relative.isEmpty ? directory : Path.join(directory, relative)
            folders.append(full)
            guard let names = FileSystem.names(inDirectory: full) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let child = relative.isEmpty ? name : relative + "/" + name
                guard let kind = FileSystem.kind(Path.join(directory, child)) else { continue }
                if kind == .directory {
                    if depth + 1 < maxDepth { pending.append((child, depth + 1)) }
                } else if name.hasSuffix(".json") {
                    found.append((depth, child))
                }
            }
        }
        return (found.sorted { ($0.depth, $0.path) < ($1.depth, $1.path) }.prefix(maxFiles).map(\.path), folders)
    }

    /// Whether JSON bytes are an object with `screenId` or `components` (a broken form,
    /// worth a warning, rather than some other JSON file such as a scenario).
    static func looksLikeScreen(_ bytes: [UInt8]) -> Bool {
        let root = bytes.withUnsafeBufferPointer { b in try? JSONParser.parse(b) }
        guard let o = root?.objectValue else { return false }
        return o["screenId"] != nil || o["components"] != nil
    }
}
