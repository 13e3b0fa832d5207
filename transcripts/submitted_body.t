# A 2xx answer that is not a screen (docs/contract.md, "Submission"): "Submitted (HTTP 200)." then the body, masked,
# pretty-printed by formsh's JSON writer and cut after 20 lines; text bodies as they came.
$ formsh forms/card_transfer/step1_card.json --scenario transcripts/scenarios/long_answer.json
Kartaga o'tkazma · card_transfer_card v1.0.0 · 2 fields · endpoint: built-in mock, scenario transcripts/scenarios/long_answer.json ({{endpoint}})
Type a value and press Enter; an empty line skips an optional field. :help lists commands.
Kartaga o'tkazma
1-qadam: qabul qiluvchining kartasi
[1/2] Karta raqami *   (numberPad, e.g. •••• 9012, secret)
card_number>
> {{env:FORMSH_SECRET_CARD_NUMBER}}
  ✓
[2/2] Karta egasi   (e.g. ALISHER KARIMOV)
card_holder>
> Азиз Каримов
  ✓
  card_number: •••• 1111
  card_holder: Азиз Каримов
All fields are valid. :submit sends them.
formsh>
> :submit
Submitted to {{endpoint}}/api/v1/transfer/card: HTTP 200 in {{ms}} ms
Submitted (HTTP 200).
  {
    "status": "qabul qilindi ✅",
    "card": "•••• 1111",
    "holder": "Азиз Каримов",
    "receipt": {
      "id": "ЧК-2024-0017",
      "lines": ["Oʻtkazma", "Komissiya 0%", "Jami"]
    },
    "steps": [
      {
        "n": 1,
        "at": "09:00"
      },
      {
        "n": 2,
        "at": "09:01"
      },
      {
        "n": 3,
        "at": "09:02"
  … 7 more lines
[exit 0]
$ formsh forms/delivery.json --scenario transcripts/scenarios/text_answer.json
Yetkazib berish · delivery v1.0.0 · 3 fields · endpoint: built-in mock, scenario transcripts/scenarios/text_answer.json ({{endpoint}})
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
Submitted to {{endpoint}}/api/v1/delivery: HTTP 201 in {{ms}} ms
Submitted (HTTP 201).
  Qabul qilindi.
  Raqam: 17 ✅
[exit 0]
