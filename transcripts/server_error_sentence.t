# A snippet of an unexpected status ends its sentence once (docs/contract.md, "Submission"): a body that ends in
# dots keeps them, a body cut at 300 characters ends in "…" alone, never four dots.
$ formsh forms/delivery.json --scenario transcripts/scenarios/down_answer.json
Yetkazib berish · delivery v1.0.0 · 3 fields · endpoint: built-in mock, scenario transcripts/scenarios/down_answer.json ({{endpoint}})
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
Submitted to {{endpoint}}/api/v1/delivery: HTTP 503 in {{ms}} ms
The server answered HTTP 503: Server is down for maintenance... Your values are kept; :submit retries.
formsh>
> :submit
Submitted to {{endpoint}}/api/v1/delivery: HTTP 500 in {{ms}} ms
The server answered HTTP 500: Xatolik: 3 marta urinib ko'ring; keyin qo'llab-quvvatlash xizmatiga yozing. So'rov raqami ЧК-17, vaqt 09:00, server app-3, navbat band, kesh eskirgan, ulanishlar soni chegaradan oshgan, yozuvlar jurnalida batafsil maʼlumot bor, iltimos, keyinroq qayta urinib ko'ring yoki bizga qo'ng'iroq qiling: te… Your values are kept; :submit retries.
formsh>
> :quit
[exit 1]
