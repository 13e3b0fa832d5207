# An unknown subcommand or option is named as such, with the nearest known one, exit 2;
# an unknown word is never read as a FORM path (docs/contract.md, "Command line").
$ formsh lnt forms/delivery.json
Error: unknown command 'lnt'; did you mean 'lint'?
Usage: formsh [run] FORM [options] | formsh COMMAND ... (formsh --help lists them)
[exit 2]
$ formsh nope
Error: unknown command 'nope'
Usage: formsh [run] FORM [options] | formsh COMMAND ... (formsh --help lists them)
[exit 2]
$ formsh help rplay
Error: unknown command 'rplay'; did you mean 'replay'?
Usage: formsh [run] FORM [options] | formsh COMMAND ... (formsh --help lists them)
[exit 2]
$ formsh lint --jsn forms/delivery.json
Error: unknown option '--jsn'; did you mean '--json'?
Usage: formsh lint FORM... [--json] [--client-version X]
[exit 2]
$ formsh forms/delivery.json --verbos
Error: unknown option '--verbos'; did you mean '--verbose'?
Usage: formsh [run] FORM [options]
[exit 2]
$ formsh --verison
Error: unknown option '--verison'; did you mean '--version'?
Usage: formsh [run] FORM [options] | formsh COMMAND ... (formsh --help lists them)
[exit 2]
# A word shaped like a path is a FORM: a missing one cannot be read (exit 3).
$ formsh forms/no_such_form.json
Error: cannot read forms/no_such_form.json: no such file
[exit 3]
# A file that is not JSON: exit 3 for every command but lint, which reports it (exit 1).
$ formsh messages transcripts/forms/not_json.json
Error: transcripts/forms/not_json.json: invalid JSON at line 2, column 36: expected a string key
[exit 3]
$ formsh graph transcripts/forms/not_json.json
Error: transcripts/forms/not_json.json: invalid JSON at line 2, column 36: expected a string key
[exit 3]
$ formsh export --json-schema transcripts/forms/not_json.json
Error: transcripts/forms/not_json.json: invalid JSON at line 2, column 36: expected a string key
[exit 3]
$ formsh check transcripts/forms/not_json.json transcripts/forms/not_json.json
Error: transcripts/forms/not_json.json: invalid JSON at line 2, column 36: expected a string key
[exit 3]
$ formsh diff forms/delivery.json transcripts/forms/not_json.json
Error: transcripts/forms/not_json.json: invalid JSON at line 2, column 36: expected a string key
[exit 3]
$ formsh transcripts/forms/not_json.json
Error: transcripts/forms/not_json.json: invalid JSON at line 2, column 36: expected a string key
[exit 3]
$ formsh lint transcripts/forms/not_json.json
transcripts/forms/not_json.json:2:36: error: invalid-json: expected a string key
[exit 1]
