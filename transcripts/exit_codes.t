# Exit codes: end of input 1, usage 2, unloadable form 3.
$ formsh forms/delivery.json
Yetkazib berish · delivery v1.0.0 · 3 fields · endpoint: built-in mock ({{endpoint}})
Type a value and press Enter; an empty line skips an optional field. :help lists commands.
Yetkazib berish
[1/3] Yetkazib berish usuli *
  1) Kuryer [courier]   2) O'zim olib ketaman [pickup]
delivery_type>
> 1
  ✓ courier
[2/3] Manzil *
address>
[exit 1]
$ formsh forms/delivery.json --timeout abc
Error: --timeout takes a number of seconds (0 < s ≤ 3600), not 'abc'
Usage: formsh [run] FORM [options]
[exit 2]
$ formsh forms/no_such_form.json
Error: cannot read forms/no_such_form.json: no such file
[exit 3]
$ formsh transcripts/forms/bad_pattern.json --client-version
Error: missing value for --client-version
Usage: formsh [run] FORM [options]
[exit 2]
$ formsh forms/loan_application.json --client-version 0.9.0
Error: forms/loan_application.json: this screen needs client version 1.0.0 or newer; this client is 0.9.0 (--client-version emulates another)
[exit 3]
