# Card transfer: card, amount, a wrong OTP (FORMSH_SECRET_OTP_2) gets the server's 422, the right code succeeds.
$ formsh forms/card_transfer/step1_card.json
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
> 1500,50
  ✓
[2/2] Valyuta * [UZS]
  1) So'm [UZS]   2) AQSH dollari [USD]
currency>
>
  ✓ UZS
  transfer_amount: 1500,50
  currency: UZS
All fields are valid. :submit sends them.
formsh>
> :submit
Submitted to {{endpoint}}/api/v1/transfer/amount: HTTP 200 in {{ms}} ms

SMS tasdiqlash · card_transfer_otp v1.0.0 · 1 field · endpoint: {{endpoint}}/api/v1/transfer/confirm
SMS tasdiqlash
3-qadam: telefoningizga yuborilgan 6 xonali kodni kiriting
[1/1] SMS kod *   (numberPad, secret)
otp>
> {{env:FORMSH_SECRET_OTP_2}}
  ✓
  otp: ••••
All fields are valid. :submit sends them.
formsh>
> :submit
Submitted to {{endpoint}}/api/v1/transfer/confirm: HTTP 422 in {{ms}} ms
The server found errors. Your values are kept.
  ✗ otp: server: Kod noto'g'ri
[1/1] SMS kod *   (numberPad, secret)
  ✗ server: Kod noto'g'ri
otp>
> {{env:FORMSH_SECRET_OTP}}
  ✓
  otp: ••••
All fields are valid. :submit sends them.
formsh>
> :submit
Submitted to {{endpoint}}/api/v1/transfer/confirm: HTTP 200 in {{ms}} ms

O'tkazma bajarildi · card_transfer_success v1.0.0
O'tkazma bajarildi
Mablag' qabul qiluvchining kartasiga o'tkazildi.
[exit 0]
