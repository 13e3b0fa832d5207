# Greeting: every placeholder in use, two sessions.
# A second comment line.

$ formsh greet --word hello
Fake form · greet --word hello · endpoint: built-in mock ({{endpoint}})
{{...}}
name>
> Ada
  ✓ hello Ada
name>
> {{env:REPLAY_NAME}}
  ✓ hello {{any}}
Submitted in {{ms}} ms
[exit 0]

# The second session reads one line and ends with status 1.
$ formsh greet --reads 1 --exit 1
{{...}}
> Bob
{{...}}
[exit 1]
