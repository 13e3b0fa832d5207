/// What `formsh export --help` says after its usage line: the format and where JSON Schema cannot say what formsh does.
public enum ExportHelp {
    public static let text = """
        Options:
          --json-schema    write JSON Schema 2020-12 (the only format so far)

        The schema describes a payload as `formsh check` judges it: one property per field,
        rules as keywords, conditions (when, visibleWhen) as if/then, no other keys. The
        x-formsh-notes array names every place where the schema cannot say what formsh does:
        the regex dialect, grapheme counting, blank optional values, first-error-only messages,
        exact decimals, equalsField and luhn. Output is deterministic.
        """
}
