# The three field-error shapes: values kept, server: messages beside local ones, unknown keys form-level.
$ formsh forms/delivery.json --scenario transcripts/scenarios/errors_map.json
Yetkazib berish · delivery v1.0.0 · 3 fields · endpoint: built-in mock, scenario transcripts/scenarios/errors_map.json ({{endpoint}})
Type a value and press Enter; an empty line skips an optional field. :help lists commands.
Yetkazib berish
[1/3] Yetkazib berish usuli *
  1) Kuryer [courier]   2) O'zim olib ketaman [pickup]
delivery_type>
> courier
  ✓ courier
[2/3] Manzil *
address>
> Chilonzor
  ✓
[3/3] Izoh
comment>
>
  ✓
  delivery_type: courier
  address: Chilonzor
  comment: —
All fields are valid. :submit sends them.
formsh>
> :submit
Submitted to {{endpoint}}/api/v1/delivery: HTTP 422 in {{ms}} ms
The server found errors. Your values are kept.
  ✗ promo: Promo code expired
  ✗ address: server: Bu manzilga yetkazib bo'lmaydi
[2/3] Manzil * [Chilonzor]
  ✗ server: Bu manzilga yetkazib bo'lmaydi
address>
> :payload
  {"delivery_type":"courier","address":"Chilonzor"}
address>
[exit 1]
$ formsh forms/delivery.json --scenario transcripts/scenarios/field_errors.json
Yetkazib berish · delivery v1.0.0 · 3 fields · endpoint: built-in mock, scenario transcripts/scenarios/field_errors.json ({{endpoint}})
Type a value and press Enter; an empty line skips an optional field. :help lists commands.
Yetkazib berish
[1/3] Yetkazib berish usuli *
  1) Kuryer [courier]   2) O'zim olib ketaman [pickup]
delivery_type>
> courier
  ✓ courier
[2/3] Manzil *
address>
> Chilonzor
  ✓
[3/3] Izoh
comment>
>
  ✓
  delivery_type: courier
  address: Chilonzor
  comment: —
All fields are valid. :submit sends them.
formsh>
> :submit
Submitted to {{endpoint}}/api/v1/delivery: HTTP 400 in {{ms}} ms
The server found errors. Your values are kept.
  ✗ address: server: Manzil topilmadi
[2/3] Manzil * [Chilonzor]
  ✗ server: Manzil topilmadi
address>
[exit 1]
$ formsh forms/delivery.json --scenario transcripts/scenarios/problem_details.json
Yetkazib berish · delivery v1.0.0 · 3 fields · endpoint: built-in mock, scenario transcripts/scenarios/problem_details.json ({{endpoint}})
Type a value and press Enter; an empty line skips an optional field. :help lists commands.
Yetkazib berish
[1/3] Yetkazib berish usuli *
  1) Kuryer [courier]   2) O'zim olib ketaman [pickup]
delivery_type>
> courier
  ✓ courier
[2/3] Manzil *
address>
> Chilonzor
  ✓
[3/3] Izoh
comment>
>
  ✓
  delivery_type: courier
  address: Chilonzor
  comment: —
All fields are valid. :submit sends them.
formsh>
> :submit
Submitted to {{endpoint}}/api/v1/delivery: HTTP 422 in {{ms}} ms
The server found errors. Your values are kept.
  ✗ address: server: Manzil juda qisqa
[2/3] Manzil * [Chilonzor]
  ✗ server: Manzil juda qisqa
address>
[exit 1]
