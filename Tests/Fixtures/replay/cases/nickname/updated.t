# A nickname, then a code: 13 characters at a 12-character limit send the session another way.
$ formsh forms/profile.json --scenario forms/flow.json
{{...}}
nickname>
> abcdefghijklm
  ✗ At most 12 characters
{{...}}
nickname>
> :submit
Cannot submit: 1 field is invalid.
  ✗ nickname: At most 12 characters
[1/1] Nickname * [abcdefghijklm]
nickname>
> 0000
  ✓
  nickname: 0000
All fields are valid. :submit sends them.
formsh>
>
No field is being asked: :goto KEY to change one, :submit to send, :quit to leave.
formsh>
[exit 1]
