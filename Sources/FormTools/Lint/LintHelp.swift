import FormCore

/// What `formsh lint --help` says after its usage line.
public enum LintHelp {
    public static let text = """
        Options:
          --json                one JSON object per finding and line, with the keys path, pointer,
                                field (the stateKey the pointer falls in), line, column,
                                severity, code and message (null where unknown)
          --client-version X    the app version the screens must support (default \(ClientVersion.current.text))

        Each finding reads PATH:LINE:COL: severity: code: message (JSON Pointer), or
        PATH: severity: code: message (JSON Pointer) when the line is not known. A screen that
        needs a newer client is reported and still analysed.

        Errors: invalid-json, invalid-screen, missing-key, unsupported-client-version,
        visibility-cycle, malformed-component, duplicate-id, missing-state-key,
        duplicate-state-key, empty-options, malformed-rule, missing-error-message,
        unknown-rule, invalid-regex, unknown-field-reference, blocked-url (an endpoint or route
        the app would not open: file:, javascript:, data:, plain http to a public host),
        duplicate-option.
        Warnings: unknown-component, hex-color, duplicate-key, slow-regex, contradictory-rules,
        no-submit, rule-not-applicable (a text rule on a choice or toggle), rule-never-fails,
        rule-never-passes, when-never-true, shared-message (one message for rules that fail
        for different reasons).

        Exit status: 0 no errors (warnings alone are 0), 1 some error, 2 usage,
        3 a file that cannot be read (the other files are still linted).
        """
}
