# A dropped connection, then a 500, then success: values kept until the server accepts them.
$ formsh forms/delivery.json --scenario transcripts/scenarios/flaky.json
Yetkazib berish · delivery v1.0.0 · 3 fields · endpoint: built-in mock, scenario transcripts/scenarios/flaky.json ({{endpoint}})
Type a value and press Enter; an empty line skips an optional field. :help lists commands.
Yetkazib berish
[1/3] Yetkazib berish usuli *
  1) Kuryer [courier]   2) O'zim olib ketaman [pickup]
delivery_type>
> pickup
  ✓ pickup
[2/3] Manzil
address>
>
  ✓
[3/3] Izoh
comment>
>
  ✓
  delivery_type: pickup
  address: —
  comment: —
All fields are valid. :submit sends them.
formsh>
> :submit
No connection to {{any}}: server closed the connection without answering. Your values are kept; :submit retries.
formsh>
> :submit
Submitted to {{endpoint}}/api/v1/delivery: HTTP 500 in {{ms}} ms
The server answered HTTP 500: internal error\x07 at db. Your values are kept; :submit retries.
formsh>
> :payload
  {"delivery_type":"pickup"}
formsh>
> :submit
Submitted to {{endpoint}}/api/v1/delivery: HTTP 204 in {{ms}} ms
Submitted (HTTP 204).
[exit 0]
