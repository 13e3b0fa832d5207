# A stateKey with a line break would break the KEY> prompt line: a load error naming the component.
$ formsh transcripts/forms/newline_key.json
Error: transcripts/forms/newline_key.json: the stateKey of text_input "bad_field" at /components/1/props/stateKey contains a control character (a line break or NUL); a prompt cannot show it
[exit 3]
