# A route with a javascript: scheme is blocked and nothing is loaded.
$ formsh forms/delivery.json --scenario transcripts/scenarios/blocked_route.json
Yetkazib berish · delivery v1.0.0 · 3 fields · endpoint: built-in mock, scenario transcripts/scenarios/blocked_route.json ({{endpoint}})
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
Submitted to {{endpoint}}/api/v1/delivery: HTTP 200 in {{ms}} ms
Blocked route javascript:… (scheme not allowed)
formsh>
> :payload
  {"delivery_type":"pickup"}
formsh>
[exit 1]
