/// What `formsh check --help` says after its usage line.
public enum CheckHelp {
    public static let text = """
        Options:
          --json    one JSON object per payload line:
                    {"line": 3, "valid": false, "errors": {"user_phone": "Format: …"}, "rules": {"user_phone": "regex"}},
                    {"line": 4, "valid": false, "error": "…"} for a line that is not a JSON object;
                    rules names the rule behind each error, or type, unknownKey, hidden, option
                    or duplicateKey for the payload's own faults
          --payload POINTER  each line is a stored row, such as {"id": 17, "created": …,
                    "payload": {…}} from a database: its payload is the value at that JSON
                    Pointer (/payload); a row with nothing (or null) there is an error,
                    `N: error: no payload at /payload`, counted invalid
          --id POINTER  each row's verdicts are named by the value at that JSON Pointer
                    (/id): `17: KEY: message`, {"id": 17, "line": 3, …}; a row without one
                    is named `line N` (with --json "id": null)
          --jobs N  judge with N threads (default 1); verdicts still come in line order
          --summary end with the failures counted per field and rule, most first (with --json,
                    one last object: {"kind": "summary", "payloads", "valid", "invalid",
                    "failures": [{"field", "rule", "count"}, …], "notObjects"})
          --vectors FILE  judge conformance vectors instead (formsh vectors writes them): each
                    line's payload is judged and every vector whose verdict or messages differ
                    from formsh's is reported, `N: NAME: vector: …; formsh: …`; with --json one
                    object per vector {"line", "name", "agrees", "vector", "formsh"}
          --max-line N  the longest line held, in bytes (default 16777216); a longer line is
                    reported as `N: error: longer than … (--max-line); skipped`, never held

        Each line of PAYLOADS.jsonl (- for standard input) is one payload. Lines are numbered from 1, counting every
        line; blank lines are skipped (no verdict, not counted). Without --json a valid
        payload prints `N: ok`, an invalid one `N: KEY: message` for each key in error (fields
        in schema order, then unknown keys), and a line that is not a JSON object
        `N: error: reason`. A summary `P payloads: V valid, I invalid` follows, on stderr with
        --json so that stdout stays JSON Lines.

        A payload's errors: a value for a hidden field, a key no field has, a choice outside
        the options, a value of the wrong JSON type, and each field's first failing rule.
        The client version gate does not apply here.

        Exit status: 0 all valid (with --vectors: every vector agrees), 1 some payload invalid
        (some vector differs), 2 usage, 3 a file that cannot be read or a form that cannot be loaded.
        """
}
