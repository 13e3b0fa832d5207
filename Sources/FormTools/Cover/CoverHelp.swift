/// What `formsh cover --help` says after its usage line: the options and what counts as a covered message.
public enum CoverHelp {
    public static let text = """
        Options:
          --json           JSON Lines: one {"kind": "rule", …, "shown": N} per rule, then
                           {"kind": "summary", "covered", "messages", "percent", "min", "sessions"}
          --min PERCENT    fail (exit 1) when fewer than PERCENT of the messages are covered

        Replays every session of the transcripts (a directory stands for its *.t files) and
        lists each rule of FORM with how often its message was shown (✓) or that it never was
        (✗), ending with `N of M messages covered (P%)`. A message counts when a session showed
        it on a screen with FORM's screenId: typed at the prompt, by :set, :try or :keys, as a
        flipped dependent, or listed by :validate or a refused :submit. Whether a transcript's
        expected output matches is replay's concern, not cover's.

        Exit status: 0, or 1 below --min (or a TRANSCRIPT naming no transcript), 2 usage,
        3 a form or transcript that cannot be read.
        """
}
