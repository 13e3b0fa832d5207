# cover: which of a form's messages a transcript shows, counted from the verdicts the
# shell showed while the sessions replayed; --min turns too few into a failure.
$ formsh cover forms/delivery.json Tests/Fixtures/cover/delivery.t --min 60
delivery v1.0.0: 3 messages, 1 session replayed
  ✓ delivery_type 1. required (2×) → Yetkazib berish usulini tanlang
  ✓ address 1. required, when delivery_type = courier (1×) → Kuryer uchun manzil majburiy
  ✗ comment 1. maxLength 200 → Izoh 200 belgidan oshmasin
2 of 3 messages covered (66.7%)
[exit 0]

$ formsh cover forms/delivery.json Tests/Fixtures/cover/delivery.t --min 80
{{...}}
2 of 3 messages covered (66.7%), below the minimum of 80%
[exit 1]
