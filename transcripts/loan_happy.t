# The loan form, every field kind, submitted to the built-in mock.
$ formsh forms/loan_application.json
Kredit arizasi · loan_apply v2.1.0 · 10 fields, 1 hidden · endpoint: built-in mock ({{endpoint}})
Type a value and press Enter; an empty line skips an optional field. :help lists commands.
Kredit arizasi
Arizani to'ldiring. Ma'lumotlaringiz faqat bank bilan ulashiladi.
[1/10] Telefon raqamingiz *   (phonePad, e.g. +998 90 123 45 67)
user_phone>
> +998901234567
  ✓
[2/10] To'liq ismingiz *
full_name>
> Alisher Karimov
  ✓
[3/10] Pasport seriyasi va raqami *   (e.g. AA1234567, secret)
passport>
> AA1234567
  ✓
[4/10] Kredit summasi (so'm) *   (decimalPad, e.g. 5000000)
amount>
> 12000000,50
  ✓
[5/10] Kredit muddati *
  1) 6 oy [6]   2) 12 oy [12]   3) 24 oy [24]
term_months>
> 12 oy
  ✓ 12
[6/10] Daromad manbai *
  1) Ish haqi [salary]   2) Biznes [business]   3) Boshqa [other]
income_source>
> salary
  ✓ salary
[7/10] Ish beruvchi *
employer>
> Uzum Market
  ✓
[8/10] Kredit maqsadi *   (comma-separated)
  1) Uy-joy [home]   2) Avtomobil [car]   3) Ta'lim [education]   4) Boshqa [other]
purposes>
> home, education
  ✓ home, education
[9/10] Sug'urta qo'shilsin   (y/n) [no]
insurance>
>
  ✓ no
[10/10] Kredit shartlariga roziman *   (y/n) [no]
agree_terms>
> yes
  ✓ yes
  user_phone: +998901234567
  full_name: Alisher Karimov
  passport: ••••
  amount: 12000000,50
  term_months: 12
  income_source: salary
  employer: Uzum Market
  purposes: home, education
  insurance: no
  agree_terms: yes
All fields are valid. :submit sends them.
formsh>
> :payload
  {"user_phone":"+998901234567","full_name":"Alisher Karimov","passport":"••••","amount":12000000.50,"term_months":12,"income_source":"salary","employer":"Uzum Market","purposes":["home","education"],"insurance":false,"agree_terms":true}
formsh>
> :submit
Submitted to {{endpoint}}/api/v1/loan/apply: HTTP 200 in {{ms}} ms
Submitted (HTTP 200).
  {
    "status": "ok",
    "receivedKeys": [
      "user_phone",
      "full_name",
      "passport",
      "amount",
      "term_months",
      "income_source",
      "employer",
      "purposes",
      "insurance",
      "agree_terms"
    ]
  }
[exit 0]
