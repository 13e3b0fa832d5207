import FormShell

/// What `formsh record --help` says after its usage line: its own options, then `run`'s.
public enum RecordHelp {
    public static let text =
        """
          -o FILE                 where to write the transcript (checked before the form loads)
          --scenario-out FILE     also write the HTTP exchanges as a mock scenario; the transcript then
                                  runs with --scenario FILE (as written here) instead of the endpoint

        """ + RunHelp.text
}
