# An empty id is an id, as the app's String decodes it: the field is prompted and posted.
# Only a component without an id (or with one that is not a string) is skipped.
$ formsh transcripts/forms/empty_id.json
Fikr-mulohaza · feedback v1.0.0 · 1 field · endpoint: built-in mock ({{endpoint}})
Type a value and press Enter; an empty line skips an optional field. :help lists commands.
! skipped text_input at /components/2: missing "id"
Fikringiz biz uchun muhim 💬
[1/1] Izoh *
comment>
>
  ✗ Izoh kiritilishi shart
comment>
> Gʻoyalaringiz zoʻr 👍🏽
  ✓
  comment: Gʻoyalaringiz zoʻr 👍🏽
All fields are valid. :submit sends them.
formsh>
> :payload
  {"comment":"Gʻoyalaringiz zoʻr 👍🏽"}
formsh>
> :submit
Submitted to {{endpoint}}/api/v1/feedback: HTTP 200 in {{ms}} ms
Submitted (HTTP 200).
  {
    "status": "ok",
    "receivedKeys": ["comment"]
  }
[exit 0]
