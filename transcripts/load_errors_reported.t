# An unknown rule and a pattern that does not compile are reported when run loads the form (docs/contract.md,
# "Validation and dependent fields" item 5).
$ formsh transcripts/forms/bad_pattern.json
Broken pattern · bad_pattern v1.0.0 · 3 fields · endpoint: built-in mock ({{endpoint}})
Type a value and press Enter; an empty line skips an optional field. :help lists commands.
! pattern does not compile: U_REGEX_MISMATCHED_PAREN at offset 7 (the field fails closed) at /components/0/validations/0/pattern
! unknown rule "palindrome" (ignored) at /components/2/validations/0/rule
[1/3] Code
code>
> :quit
[exit 1]
