# A wrong code, then the right one: the server's message is checked (here misspelt).
$ formsh forms/profile.json --scenario forms/flow.json
{{...}}
nickname>
> abcdefghijkl
{{...}}
formsh>
> :submit
{{...}}
code>
> 0000
{{...}}
formsh>
> :submit
Submitted to {{endpoint}}/api/code: HTTP 422 in {{ms}} ms
The server found errors. Your values are kept.
  ✗ code: server: Wrong code
{{...}}
code>
> 4321
{{...}}
> :submit
{{...}}
Your profile is saved.
[exit 0]
