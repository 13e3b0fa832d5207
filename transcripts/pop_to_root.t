# pop_to_root wipes and goes back to the first screen of the flow.
$ formsh forms/card_transfer/step1_card.json --scenario transcripts/scenarios/pop_to_root.json
Kartaga o'tkazma · card_transfer_card v1.0.0 · 2 fields · endpoint: built-in mock, scenario transcripts/scenarios/pop_to_root.json ({{endpoint}})
Type a value and press Enter; an empty line skips an optional field. :help lists commands.
Kartaga o'tkazma
1-qadam: qabul qiluvchining kartasi
[1/2] Karta raqami *   (numberPad, e.g. •••• 9012, secret)
card_number>
> {{env:FORMSH_SECRET_CARD_NUMBER}}
  ✓
[2/2] Karta egasi   (e.g. ALISHER KARIMOV)
card_holder>
>
  ✓
  card_number: •••• 1111
  card_holder: —
All fields are valid. :submit sends them.
formsh>
> :submit
Submitted to {{endpoint}}/api/v1/transfer/card: HTTP 200 in {{ms}} ms

O'tkazma summasi · card_transfer_amount v1.0.0 · 2 fields · endpoint: {{endpoint}}/api/v1/transfer/amount
O'tkazma summasi
2-qadam: summa va valyuta
[1/2] Summa *   (decimalPad, e.g. 100000)
transfer_amount>
> 100000
  ✓
[2/2] Valyuta * [UZS]
  1) So'm [UZS]   2) AQSH dollari [USD]
currency>
>
  ✓ UZS
  transfer_amount: 100000
  currency: UZS
All fields are valid. :submit sends them.
formsh>
> :submit
Submitted to {{endpoint}}/api/v1/transfer/amount: HTTP 200 in {{ms}} ms

Kartaga o'tkazma · card_transfer_card v1.0.0 · 2 fields · endpoint: {{endpoint}}/api/v1/transfer/card
Kartaga o'tkazma
1-qadam: qabul qiluvchining kartasi
[1/2] Karta raqami *   (numberPad, e.g. •••• 9012, secret)
card_number>
> :payload
  {}
card_number>
[exit 1]
