# The session stops after one line: --update keeps the unread input.
$ formsh greet --reads 1
{{...}}
name>
> Ada
  ✓ hello Ada
  ✓ a line that went away
Submitted in {{ms}} ms
> never read
[exit 0]
