# Control characters in schema text and in server text are shown as visible escapes (docs/contract.md, "Validation and
# dependent fields" item 4).
$ formsh transcripts/forms/control_chars.json --scenario transcripts/scenarios/control_chars.json
Escapes \x1b[2J · control_chars v1.0.0 · 1 field · endpoint: built-in mock, scenario transcripts/scenarios/control_chars.json ({{endpoint}})
Type a value and press Enter; an empty line skips an optional field. :help lists commands.
Ring \x07 the bell
[1/1] Code \x1b[31mred
code>
> x
  ✗ Digits only\x1b[2J\x07
code>
> 12
  ✓
  code: 12
All fields are valid. :submit sends them.
formsh>
> :submit
Submitted to {{endpoint}}/api/v1/control: HTTP 422 in {{ms}} ms
The server found errors. Your values are kept.
  ✗ code: server: Rejected \x1b]0;pwned\x07 by the server
[1/1] Code \x1b[31mred [12]
  ✗ server: Rejected \x1b]0;pwned\x07 by the server
code>
[exit 1]
