# Delivery by courier, end to end against the built-in mock.
$ formsh forms/delivery.json
Yetkazib berish · delivery v1.0.0 · 3 fields · endpoint: built-in mock ({{endpoint}})
Type a value and press Enter; an empty line skips an optional field. :help lists commands.
Yetkazib berish
[1/3] Yetkazib berish usuli *
  1) Kuryer [courier]   2) O'zim olib ketaman [pickup]
delivery_type>
> courier
  ✓ courier
[2/3] Manzil *
address>
> Amir Temur ko'chasi 1
  ✓
[3/3] Izoh
comment>
> Eshik oldida qoldiring
  ✓
  delivery_type: courier
  address: Amir Temur ko'chasi 1
  comment: Eshik oldida qoldiring
All fields are valid. :submit sends them.
formsh>
> :payload
  {"delivery_type":"courier","address":"Amir Temur ko'chasi 1","comment":"Eshik oldida qoldiring"}
formsh>
> :submit
Submitted to {{endpoint}}/api/v1/delivery: HTTP 200 in {{ms}} ms
Submitted (HTTP 200).
  {
    "status": "ok",
    "receivedKeys": ["delivery_type", "address", "comment"]
  }
[exit 0]
