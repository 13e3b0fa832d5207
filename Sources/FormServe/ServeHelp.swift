/// What `formsh serve --help` says after its usage line: the options and what the mock answers.
public enum ServeHelp {
    public static let text = """
        Options:
          --scenario FILE   script the answers (routes, when, times, respond); see docs/contract.md, "Submission"
          --forms DIR       the forms to serve at /forms/NAME and to validate posts against
                            (default: the scenario's "forms", else ./forms, else .)
          --port N          the port on 127.0.0.1 (default 0: any free port, announced)

        Without a matching route, a POST to a form's submit endpoint is validated with that
        form's rules: 422 {"errors": {...}} or 200 {"status": "ok", "receivedKeys": [...]}.
        Ctrl-C (SIGINT) or SIGTERM stops the server; the exit status is then 0.
        """
}
