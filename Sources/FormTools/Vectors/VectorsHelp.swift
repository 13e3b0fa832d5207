/// What `formsh vectors --help` says after its usage line: the payloads written and how to hold an engine to them.
public enum VectorsHelp {
    public static let text = """
        Options:
          --valid FILE      one payload (a JSON object) that the form accepts; without it formsh builds
                            one from the rules (and says which field it cannot build)
          --only KEY,...    the cases of these fields' rules only
          --cases FAMILY,...  these families of cases only (default all): boundaries, spaces,
                            partial, precision, types, graphemes (see formsh probe --help)

        Writes one JSON object per line: first the valid payload, then each case probe derives
        (the rule broken by the smallest step, its boundary, the when false), in schema order:
          {"name": "age 2. max 120: above", "family": "boundaries", "payload": {…}, "valid": false, "errors": {"age": "…"}}
        errors names every visible field that fails and its message (the first failing rule's,
        as the app shows it). Cases no payload gives are left out and counted on stderr.
        Hold an engine to them with `formsh check FORM --vectors FILE` or a loop of your own.

        Exit status: 0 written, 1 the payload given is not valid, or none was given and none
        could be built, 2 usage, 3 a form or payload file that cannot be read.
        """
}
