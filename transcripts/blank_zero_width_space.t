# Blank is what the app's trim removes, U+200B ZERO WIDTH SPACE included. The second typed
# line is that one invisible character: required fails, as in the app. The third starts
# with it and is filled; the fourth (U+200B, a space, U+200B) leaves the comment blank (—).
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
> ​
  ✗ Kuryer uchun manzil majburiy
address>
> ​Тошкент, Чилонзор 5 🏠
  ✓
[3/3] Izoh
comment>
> ​ ​
  ✓
  delivery_type: courier
  address: ​Тошкент, Чилонзор 5 🏠
  comment: —
All fields are valid. :submit sends them.
formsh>
[exit 1]
