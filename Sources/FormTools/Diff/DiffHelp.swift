/// What `formsh diff --help` says after its usage line.
public enum DiffHelp {
    public static let text = """
        Options:
          --json                one JSON object per change and line, with the keys class, code,
                                pointer, field (the stateKey, or null), message, old and new (the
                                values that changed, or null)
          --format markdown     a pull-request comment: breaking changes first, the others folded
                                in <details> (--format text is the default)
          --payloads FILE.jsonl payloads as stored, one per line: under each breaking change, how
                                many lines OLD accepts and NEW rejects because of it and the first
                                such line (`breaks 312 of 10,000 stored payloads (first: line 17)`),
                                then the totals (with --json, "payloads": {"breaks", "of", "first"}
                                and a last {"kind": "payloads", …} object)
          --payload POINTER     each line of FILE.jsonl is a stored row whose payload is the value
                                at that JSON Pointer (/payload); rows with nothing there are
                                counted on the closing line and make the exit status 1
          --id POINTER          witnesses are named by the value at that JSON Pointer of their
                                row: `(first: id 504)` (with --json, "firstId" beside "first")
          --fail-on LEVEL       exit 1 also for compatible changes (compatible) or any change (wording)

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

        Exit status: 0 nothing breaking (nothing at the --fail-on level), 1 something breaking
        (or at that level) or a stored row without a payload, 2 usage, 3 a schema or payload
        file that cannot be read or loaded.
        """
}
