/// What `formsh probe --help` says after its usage line: the options, the cases derived
/// and the families of server defaults they test.
public enum ProbeHelp {
    public static let text = """
        Options:
          --endpoint URL          where the payloads are posted (https, or http on loopback)
          --valid FILE            one payload (a JSON object) that the form accepts; without it formsh
                                  builds one from the rules, says which field it cannot build, and shows it
          --only KEY,...          probe these fields' rules only (the valid payload is still posted first)
          --cases FAMILY,...      these families of cases only (default all): boundaries, spaces, partial,
                                  precision, types, graphemes
          --dry-run               send nothing: write the cases as JSON Lines (name, field, rule, case,
                                  payload, and formsh's verdict: valid, errors; or a null payload and why)
          --json                  JSON Lines: {"kind": "valid", …}, one {"kind": "case", …} per case, {"kind": "summary", …}
          --junit FILE            also write a JUnit report: one testcase per case
          --jobs N                requests in flight at once (default 1, at most 64)
          --delay MS              at least this long between the starts of two requests (default 0)
          --header 'Name: value'  an extra request header, such as a dry-run switch (repeatable)
          --header-env Name=VAR   a header whose value is read from the environment (never echoed)
          --timeout SECONDS       total time for one request (default 30; connecting: 5)
          --cacert FILE           also trust this CA (TLS is always verified)

        First the valid payload is judged locally and posted. Then, for each field and rule in
        schema order, cases that differ from it in that field (a rule's when, or the field's
        visibleWhen, made true first): the rule broken by the smallest step and no other (left
        out, empty, blank for required; one character short or over; the bound crossed; a wrong
        check digit; a changed copy; a value the pattern rejects), the boundary, which must pass
        (exactly minLength or maxLength characters, also ending in 👍🏽, which a server counting
        code points gets wrong; exactly min or max; a right check digit; a match), and for a rule
        with a when, the breaking value with the when false, which must pass. Each case is
        checked locally and posted with a fresh Idempotency-Key, and gets one verdict: same,
        other wording, server accepts (a client-only rule) or server rejects valid (an
        off-by-one, a server-only rule, a when ignored). Cases no payload gives are listed after,
        with the reason; nothing is sent for them. Values of secure fields are shown as ••••.

        Beside those boundaries, the ways server frameworks differ from the app by default:
          spaces      lengths padded with a leading or trailing space, a pattern's value with
                      one, a required value of spaces only     (server trims spaces)
          partial     a pattern's value with a character after or before it, or a newline
                      after it    (server matches part of the value; server's $ matches before
                      a final newline)
          precision   min/max crossed by less than a binary float can tell, as a JSON number
                      (server reads numbers as binary floats)
          types       a number or a boolean as a string, a whole number as 12.0, an option
                      twice, null for a field left out          (server converts types, …)
          graphemes   lengths ending in 👍🏽                      (server counts code points)
        A verdict other than same names that cause and prints a curl line that sends the case
        again (--header-env values as $VAR). The counts end with the count per cause.

        Exit status: 0 when every verdict is same, 1 otherwise (or when the valid payload is
        rejected or cannot be built), 2 usage, 3 a form or payload file that cannot be read.
        """
}
