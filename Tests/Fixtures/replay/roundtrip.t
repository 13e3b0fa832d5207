# Round trip: after --update this transcript passes as written.
$ formsh greet --word hey
Fake form · greet --word hey · endpoint: built-in mock ({{endpoint}})
{{...}}
name>
> {{env:REPLAY_NAME}}
  ✓ hello {{any}}
Submitted in {{ms}} ms
[exit 3]
