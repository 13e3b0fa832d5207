import FormSystem

/// The `{{env:NAME}}` variables a set of transcripts reads (docs/contract.md,
/// "Transcripts"): what `replay --list` names, so that a CI job can set them, and what
/// `record` must not give another value. Each variable comes with the fields that read
/// it (the prompt above its typed line, or the field a `:set KEY …` names) and the
/// transcripts that read it.
public struct SuiteVariables: Sendable, Equatable {
    /// One variable and where it is read.
    public struct Use: Sendable, Equatable {
        public let name: String
        public var fields: [String]
        public var paths: [String]
    }

    /// By name, in byte order.
    public private(set) var uses: [Use] = []

    public init() {}

    /// The variables of these transcripts' typed lines.
    public init(_ transcripts: [(path: String, lines: [TranscriptLine])]) {
        for t in transcripts {
            for (name, field) in Self.reads(t.lines) { add(name, field: field, path: t.path) }
        }
    }

    /// The variables of every `*.t` file in `folder` (not in its sub-folders: a folder such
    /// as /tmp may hold anything below it) but `excluding` (a file about to be replaced),
    /// read leniently: a malformed transcript still tells what it reads. Paths are shown in
    /// `shown`, the folder as the user named it.
    public static func inFolder(_ folder: String, shown: String, excluding: String) -> SuiteVariables {
        var found: [(path: String, lines: [TranscriptLine])] = []
        for relative in Shard.sorted((FileSystem.names(inDirectory: folder) ?? []).filter { $0.hasSuffix(".t") }) {
            let file = Path.join(folder, relative)
            guard file != excluding, case .success(let bytes) = FileSystem.read(file) else { continue }
            let path = shown.isEmpty || shown == "." ? relative : Path.join(shown, relative)
            found.append((path, Transcript.read(bytes: bytes, path: path).lines))
        }
        return SuiteVariables(found)
    }

    /// The names.
    public var names: Set<String> { Set(uses.map(\.name)) }

    /// Adds a use of `name` by `field` in `path`.
    public mutating func add(_ name: String, field: String?, path: String) {
        let i: Int
        if let known = uses.firstIndex(where: { $0.name == name }) {
            i = known
        } else {
            i = uses.firstIndex { name.utf8.lexicographicallyPrecedes($0.name.utf8) } ?? uses.count
            uses.insert(Use(name: name, fields: [], paths: []), at: i)
        }
        if let field, !uses[i].fields.contains(field) { uses[i].fields.append(field) }
        if !uses[i].paths.contains(path) { uses[i].paths.append(path) }
    }

    /// `NAME  field (path, path)` lines, names padded to one column; past three paths,
    /// `and N more`.
    public var lines: [String] {
        let width = uses.map(\.name.count).max() ?? 0
        return uses.map { use in
            let pad = String(repeating: " ", count: width - use.name.count + 2)
            let fields = use.fields.isEmpty ? "" : use.fields.joined(separator: "; ") + " "
            let shown =
                use.paths.prefix(3).joined(separator: ", ")
                + (use.paths.count > 3 ? " and \(use.paths.count - 3) more" : "")
            return "  " + use.name + pad + fields + "(" + shown + ")"
        }
    }

    /// Each variable a typed line reads, in order, with its field when one can be told.
    static func reads(_ lines: [TranscriptLine]) -> [(name: String, field: String?)] {
        var out: [(String, String?)] = []
        var prompt: String?
        for line in lines {
            switch line.kind {
            case .command: prompt = nil
            case .output:
                let text = String(decoding: TranscriptSyntax.trimmed(Array(line.text.utf8)), as: UTF8.self)
                if text.hasSuffix(">"), !text.contains(" ") { prompt = String(text.dropLast()) }
            case .input(let template):
                let field = commandField(template.written) ?? prompt
                for name in template.variables { out.append((name, field)) }
            default: break
            }
        }
        return out
    }

    /// The field a `:set KEY …`, `:try KEY …` or `:keys KEY …` line names.
    private static func commandField(_ written: String) -> String? {
        for command in [":set ", ":try ", ":keys "] where written.hasPrefix(command) {
            let rest = written.dropFirst(command.count)
            guard let space = rest.firstIndex(of: " ") else { return nil }
            return String(rest[..<space])
        }
        return nil
    }
}
