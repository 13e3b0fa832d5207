/// What `formsh messages --help` says after its usage line: the options and the catalog's lines.
public enum MessagesHelp {
    public static let text = """
        Options:
          --json    one JSON object per field and line: key, label, type, valueType, pointer,
                    visibleWhen, rules (each with rule, parameter, when, message); conditions
                    are the schema's own JSON (a section's combined with the field's as
                    {"all": [...]}), parameters keep their JSON type (numbers as numbers)

        Prints the screen's line (title · screenId vVERSION · N fields, M hidden: fields shown
        and hidden as the form opens, as run counts them), then for each field in order:
          key · label · type
            visible when CONDITION        (only for a field with visibleWhen)
            N. rule PARAMETER, when CONDITION → message
        Messages appear exactly as the schema writes them; rules the loader ignores (unknown
        names, malformed parameters) are left out: `formsh lint` reports them. The client
        version gate does not apply here.
        """
}
