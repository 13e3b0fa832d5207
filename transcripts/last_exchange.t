# :last shows the last HTTP exchange as --verbose does (on stderr, as it happens), secrets masked as in :payload;
# the body sent goes with the values when the server's answer moves the flow on.
$ formsh forms/card_transfer/step1_card.json
Kartaga o'tkazma · card_transfer_card v1.0.0 · 2 fields · endpoint: built-in mock, scenario forms/card_transfer/flow.json ({{endpoint}})
Type a value and press Enter; an empty line skips an optional field. :help lists commands.
Kartaga o'tkazma
1-qadam: qabul qiluvchining kartasi
[1/2] Karta raqami *   (numberPad, e.g. •••• 9012, secret)
card_number>
> :last
  no HTTP exchange yet
card_number>
> {{env:FORMSH_SECRET_CARD_NUMBER}}
  ✓
[2/2] Karta egasi   (e.g. ALISHER KARIMOV)
card_holder>
> Aziz Karimov
  ✓
  card_number: •••• 1111
  card_holder: Aziz Karimov
All fields are valid. :submit sends them.
formsh>
> :submit
Submitted to {{endpoint}}/api/v1/transfer/card: HTTP 200 in {{ms}} ms

O'tkazma summasi · card_transfer_amount v1.0.0 · 2 fields · endpoint: {{endpoint}}/api/v1/transfer/amount
O'tkazma summasi
2-qadam: summa va valyuta
[1/2] Summa *   (decimalPad, e.g. 100000)
transfer_amount>
> :last
  > POST {{endpoint}}/api/v1/transfer/card
  > Host: {{any}}
  > User-Agent: formsh/{{any}}
  > Accept: application/json
  > Content-Type: application/json
  > Idempotency-Key: {{any}}
  > Content-Length: 63
  > (the body sent was wiped with the values)
  < HTTP 200 in {{ms}} ms
  < Content-Type: application/json
{{...}}
transfer_amount>
> :quit
[exit 1]
$ formsh forms/card_transfer/step1_card.json --verbose --header 'X-Trace: support-1'
Kartaga o'tkazma · card_transfer_card v1.0.0 · 2 fields · endpoint: built-in mock, scenario forms/card_transfer/flow.json ({{endpoint}})
Type a value and press Enter; an empty line skips an optional field. :help lists commands.
Kartaga o'tkazma
1-qadam: qabul qiluvchining kartasi
[1/2] Karta raqami *   (numberPad, e.g. •••• 9012, secret)
card_number>
> {{env:FORMSH_SECRET_CARD_NUMBER}}
  ✓
[2/2] Karta egasi   (e.g. ALISHER KARIMOV)
card_holder>
> Aziz Karimov
  ✓
  card_number: •••• 1111
  card_holder: Aziz Karimov
All fields are valid. :submit sends them.
formsh>
> :submit
\> POST {{endpoint}}/api/v1/transfer/card
\> Host: {{any}}
\> User-Agent: formsh/{{any}}
\> Accept: application/json
\> Content-Type: application/json
\> Idempotency-Key: {{any}}
\> X-Trace: support-1
\> Content-Length: 63
\> {"card_number":"•••• 1111","card_holder":"Aziz Karimov"}
< HTTP 200 in {{ms}} ms
< Content-Type: application/json
{{...}}
Submitted to {{endpoint}}/api/v1/transfer/card: HTTP 200 in {{ms}} ms

O'tkazma summasi · card_transfer_amount v1.0.0 · 2 fields · endpoint: {{endpoint}}/api/v1/transfer/amount
O'tkazma summasi
2-qadam: summa va valyuta
[1/2] Summa *   (decimalPad, e.g. 100000)
transfer_amount>
> :quit
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
> :last
  > POST {{endpoint}}/api/v1/delivery
  > Host: {{any}}
  > User-Agent: formsh/{{any}}
  > Accept: application/json
  > Content-Type: application/json
  > Idempotency-Key: {{any}}
  > Content-Length: 49
  > {"delivery_type":"courier","address":"Chilonzor"}
  < HTTP 400 in {{ms}} ms
  < Content-Type: application/json
  < Content-Length: 66
  < {"fieldErrors":[{"field":"address","message":"Manzil topilmadi"}]}
address>
> :quit
[exit 1]
