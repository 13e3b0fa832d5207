# Delivery: choosing courier makes the empty address invalid at once;
# switching to pickup makes it valid again without touching it.
$ formsh forms/delivery.json
Yetkazib berish · delivery v1.0.0 · 3 fields · endpoint: built-in mock ({{endpoint}})
Type a value and press Enter; an empty line skips an optional field. :help lists commands.
Yetkazib berish
[1/3] Yetkazib berish usuli *
  1) Kuryer [courier]   2) O'zim olib ketaman [pickup]
delivery_type>
> 1
  ✓ courier
[2/3] Manzil *
address>
>
  ✗ Kuryer uchun manzil majburiy
address>
> :goto delivery_type
[1/3] Yetkazib berish usuli * [courier]
  1) Kuryer [courier]   2) O'zim olib ketaman [pickup]
delivery_type>
> pickup
  ✓ pickup
  ↳ address: ✓ (no longer required)
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
Submitted (HTTP 200).
  {
    "status": "ok",
    "receivedKeys": ["delivery_type"]
  }
[exit 0]
