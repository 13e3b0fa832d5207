# A pattern that does not compile fails closed; a catastrophic one gives up in time; an unknown rule is ignored.
$ formsh transcripts/forms/bad_pattern.json
Broken pattern · bad_pattern v1.0.0 · 3 fields · endpoint: built-in mock ({{endpoint}})
Type a value and press Enter; an empty line skips an optional field. :help lists commands.
! pattern does not compile: U_REGEX_MISMATCHED_PAREN at offset 7 (the field fails closed) at /components/0/validations/0/pattern
! unknown rule "palindrome" (ignored) at /components/2/validations/0/rule
[1/3] Code
code>
>
  ✓
[2/3] Slow
slow>
> aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!
  ✗ Only the letter a
warning: slow: pattern (a+)+$ gave up after ICU's time limit (treated as not matching)
slow>
> aaaa
  ✓
[3/3] Mystery
mystery>
> anything
  ✓
  code: —
  slow: aaaa
  mystery: anything
All fields are valid. :submit sends them.
formsh>
> :goto code
[1/3] Code
code>
> ABC
  ✗ schema error: invalid pattern at offset 7
code>
> :rules code
  code · Code · text_input
    1. regex ([A-Z]+ → Code is uppercase letters
code>
> :rules mystery
  mystery · Mystery · text_input
    no rules
code>
[exit 1]
