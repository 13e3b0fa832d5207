/// What `formsh run --help` says after its usage line: the options and the environment it reads.
public enum RunHelp {
    public static let text = """
        Options:
          --endpoint URL          where :submit posts (else FORMSH_ENDPOINT, else the schema's submit
                                  endpoint resolved against its URL or --base-url, else the built-in mock)
          --base-url URL          resolve a relative submit endpoint against this URL
          --follow-endpoints      let a next step's own submit endpoint move to another origin
                                  (without it such a step is refused and its values kept)
          --scenario FILE         script for the built-in mock (default: flow.json beside the form)
          --header 'Name: value'  an extra request header (repeatable)
          --header-env Name=VAR   a header whose value is read from the environment (never echoed)
          --timeout SECONDS       total time for one request (default 30; connecting: 5)
          --cacert FILE           also trust this CA (TLS is always verified)
          --client-version X      emulate an app of this version (minSupportedClientVersion)
          --no-keyboard-filter    accept characters the field's keyboard could not type
          --verbose               each HTTP exchange on stderr: method, URL, status, headers, time, body
                                  (values masked as in :payload, --header-env values never shown)
          --plain                 no colours or line editing (implied when stdin is not a terminal)

        Environment:
          FORMSH_ENDPOINT         where :submit posts when --endpoint is not given
          NO_COLOR                no colours
          ACCESSIBLE              if not empty: plain output on a terminal for screen readers (no
                                  colours, spinner, live marks or pre-fill; secure input echoes nothing)
          TERM                    dumb, unset or unknown to terminfo: the same plain output
        """
}
