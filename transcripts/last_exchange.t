# :last shows the last HTTP exchange as --verbose does (on stderr, as it happens), secrets masked as in :payload.
$ formsh forms/card_transfer/step1_card.json
Kartaga o'tkazma · card_transfer_card v1.0.0 · 2 fields · endpoint: built-in mock, scenario forms/card_transfer/flow.json ({{endpoint}})
Type a value and press Enter; an empty line skips an optional field. :help lists commands.
Kartaga o'tkazma
1-qadam: qabul qiluvchining kartasi
[1/2] Karta raqami *   (numberPad, e.g. 8600123456789012, secret)
card_number>
> :last
  no HTTP exchange yet
card_number>
> 4111111111111111
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

O'tkazma summasi · card_transfer_amount v1.0.0 · 2 fields
O'tkazma summasi
2-qadam: summa va valyuta
[1/2] Summa *   (decimalPad, e.g. 100000)
transfer_amount>
> :last
  > POST {{endpoint}}/api/v1/transfer/card
  > User-Agent: formsh/{{any}}
  > Accept: application/json
  > Content-Type: application/json
  > Idempotency-Key: {{any}}
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
[1/2] Karta raqami *   (numberPad, e.g. 8600123456789012, secret)
card_number>
> 4111111111111111
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
\> User-Agent: formsh/{{any}}
\> Accept: application/json
\> Content-Type: application/json
\> Idempotency-Key: {{any}}
\> X-Trace: support-1
\> {"card_number":"•••• 1111","card_holder":"Aziz Karimov"}
< HTTP 200 in {{ms}} ms
< Content-Type: application/json
{{...}}
Submitted to {{endpoint}}/api/v1/transfer/card: HTTP 200 in {{ms}} ms

O'tkazma summasi · card_transfer_amount v1.0.0 · 2 fields
O'tkazma summasi
2-qadam: summa va valyuta
[1/2] Summa *   (decimalPad, e.g. 100000)
transfer_amount>
> :quit
[exit 1]
