# Plain mode and replay never ask before quitting (docs/contract.md, "The shell"): :quit and the end of input
# wipe and exit 1 at once, values entered or not.
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
> Chilonzor 5
  ✓
[3/3] Izoh
comment>
> :quit
[exit 1]
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
> Chilonzor 5
  ✓
[3/3] Izoh
comment>
[exit 1]
$ formsh forms/delivery.json --plain
Yetkazib berish · delivery v1.0.0 · 3 fields · endpoint: built-in mock ({{endpoint}})
Type a value and press Enter; an empty line skips an optional field. :help lists commands.
Yetkazib berish
[1/3] Yetkazib berish usuli *
  1) Kuryer [courier]   2) O'zim olib ketaman [pickup]
delivery_type>
> pickup
  ✓ pickup
[2/3] Manzil
address>
> :quit!
[exit 1]
