import FormCore
import FormTools

/// `formsh diff OLD NEW`: every change between two versions of a screen, each breaking,
/// compatible or wording (SPEC §10).
struct DiffCommand: Command {
    static let name = "diff"
    static let abstract = "schema changes, each breaking, compatible or wording"
    static let usage = "diff OLD NEW [--json]"
    static let help = """
    Options:
      --json    one JSON object per change and line, with the keys class, code, pointer,
                field (the stateKey, or null), message, old and new (the values that changed,
                or null)

    Each change reads CLASS CODE POINTER: what changed, with the pointer into NEW (into
    OLD for what was removed). Fields are matched by stateKey, then by component id.
    Breaking: field-removed, state-key-renamed, input-type-changed, value-shape-changed,
    value-type-changed, option-removed, rule-added, rule-tightened, pattern-changed,
    rule-changed, when-removed, when-changed, required-field-added, field-shown-by-default,
    screen-id-changed, and major-version-not-raised / min-client-version-not-raised when a
    breaking change or a component type older clients skip comes without the version raise.
    Compatible: field-added, option-added, rule-removed, rule-loosened, when-added,
    visibility-changed, id-changed, prop-changed, component-moved, display-added,
    display-removed, display-changed, submit-changed, min-client-version-changed.
    Wording: label-changed, placeholder-changed, option-label-changed, message-changed,
    title-changed.

    Exit status: 0 nothing breaking, 1 something breaking, 2 usage, 3 a schema that cannot
    be read or loaded.
    """

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        var args = ArgumentList(arguments, command: name)
        let json = args.flag("--json")
        let paths = try args.positionals()
        guard paths.count == 2 else { throw .usage("diff takes OLD and NEW, got \(paths.count) argument\(paths.count == 1 ? "" : "s")", command: name) }
        let old = try screen(paths[0], io: io)
        let new = try screen(paths[1], io: io)
        let changes = SchemaDiff.changes(from: old, to: new)
        var out = ""
        for c in changes { out += (json ? c.json : c.line) + "\n" }
        io.stdout.write(out)
        return changes.contains { $0.kind == .breaking } ? .failure : .success
    }

    private static func screen(_ path: String, io: CommandIO) throws(CLIError) -> SchemaDiff.Screen {
        let (form, root) = try ToolForm.analyze(path, io: io)
        return SchemaDiff.Screen(form: form, root: root)
    }
}
