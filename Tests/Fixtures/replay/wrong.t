# A deliberately wrong transcript: the greeting word and the exit status differ.
$ formsh greet
Fake form · greet · endpoint: built-in mock ({{endpoint}})
Loaded 1 field.
name>
> Ada
  ✓ hi Ada
Submitted in {{ms}} ms
[exit 1]
