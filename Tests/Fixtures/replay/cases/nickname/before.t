# A nickname, then a code: 13 characters at a 12-character limit send the session another way.
$ formsh forms/profile.json --scenario forms/flow.json
{{...}}
nickname>
> abcdefghijklm
  ✓
{{...}}
formsh>
> :submit
Submitted to {{endpoint}}/api/profile: HTTP 200 in {{ms}} ms

Confirm · code v1.0.0 · 1 field
[1/1] Code *   (numberPad, secret)
code>
> 0000
  ✓
  code: ••••
All fields are valid. :submit sends them.
formsh>
>
No field is being asked: :goto KEY to change one, :submit to send, :quit to leave.
formsh>
[exit 1]
