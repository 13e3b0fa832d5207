# An answer that names several fields (docs/contract.md, "The shell", "Submission"): each is visited in schema order,
# and a
# server message stays beside its field (header, :fields, :validate) until its value changes.
# Enter keeps a value, and the next flagged field is asked, not "All fields are valid".
$ formsh forms/card_transfer/step1_card.json --scenario transcripts/scenarios/card_two_flags.json
Kartaga o'tkazma · card_transfer_card v1.0.0 · 2 fields · endpoint: built-in mock, scenario transcripts/scenarios/card_two_flags.json ({{endpoint}})
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
Submitted to {{endpoint}}/api/v1/transfer/card: HTTP 422 in {{ms}} ms
The server found errors. Your values are kept.
  ✗ card_number: server: Karta bloklangan
  ✗ card_holder: server: Karta egasi kartadagi ism bilan mos emas
[1/2] Karta raqami *   (numberPad, e.g. •••• 9012, secret)
  ✗ server: Karta bloklangan
card_number>
>
  ✓
  ✗ server: Karta bloklangan
[2/2] Karta egasi   (e.g. ALISHER KARIMOV) [Aziz Karimov]
  ✗ server: Karta egasi kartadagi ism bilan mos emas
card_holder>
>
  ✓
  ✗ server: Karta egasi kartadagi ism bilan mos emas
  card_number: •••• 1111
  card_holder: Aziz Karimov
All fields pass the form's rules; 2 server messages still stand (:validate lists them). :submit sends them again.
formsh>
> :fields
  n  key          label         type          state  value
  1  card_number  Karta raqami  secure_input  ✗      •••• 1111
     ✗ server: Karta bloklangan
  2  card_holder  Karta egasi   text_input    ✗      Aziz Karimov
     ✗ server: Karta egasi kartadagi ism bilan mos emas
formsh>
> :goto card_holder
[2/2] Karta egasi   (e.g. ALISHER KARIMOV) [Aziz Karimov]
  ✗ server: Karta egasi kartadagi ism bilan mos emas
card_holder>
> Азиз Каримов
  ✓
  card_number: •••• 1111
  card_holder: Азиз Каримов
All fields pass the form's rules; a server message still stands (:validate lists them). :submit sends them again.
formsh>
> :validate
  ✗ card_number: server: Karta bloklangan
formsh>
> :submit
Submitted to {{endpoint}}/api/v1/transfer/card: HTTP 200 in {{ms}} ms

O'tkazma summasi · card_transfer_amount v1.0.0 · 2 fields · endpoint: {{endpoint}}/api/v1/transfer/amount
O'tkazma summasi
2-qadam: summa va valyuta
[1/2] Summa *   (decimalPad, e.g. 100000)
transfer_amount>
> :quit
[exit 1]
# On the loan form: once full_name is fixed, the passport's message still stands.
$ formsh forms/loan_application.json --scenario transcripts/scenarios/loan_two_flags.json
Kredit arizasi · loan_apply v2.1.0 · 10 fields, 1 hidden · endpoint: built-in mock, scenario transcripts/scenarios/loan_two_flags.json ({{endpoint}})
Type a value and press Enter; an empty line skips an optional field. :help lists commands.
Kredit arizasi
Arizani to'ldiring. Ma'lumotlaringiz faqat bank bilan ulashiladi.
[1/10] Telefon raqamingiz *   (phonePad, e.g. +998 90 123 45 67)
user_phone>
> +998901234567
  ✓
[2/10] To'liq ismingiz *
full_name>
> Ali Valiyev
  ✓
[3/10] Pasport seriyasi va raqami *   (e.g. AA1234567, secret)
passport>
> AA1234567
  ✓
[4/10] Kredit summasi (so'm) *   (decimalPad, e.g. 5000000)
amount>
> 1000000
  ✓
[5/10] Kredit muddati *
  1) 6 oy [6]   2) 12 oy [12]   3) 24 oy [24]
term_months>
> 1
  ✓ 6
[6/10] Daromad manbai *
  1) Ish haqi [salary]   2) Biznes [business]   3) Boshqa [other]
income_source>
> 1
  ✓ salary
[7/10] Ish beruvchi *
employer>
> Osiyo
  ✓
[8/10] Kredit maqsadi *   (comma-separated)
  1) Uy-joy [home]   2) Avtomobil [car]   3) Ta'lim [education]   4) Boshqa [other]
purposes>
> 1
  ✓ home
[9/10] Sug'urta qo'shilsin   (y/n) [no]
insurance>
> n
  ✓ no
[10/10] Kredit shartlariga roziman *   (y/n) [no]
agree_terms>
> y
  ✓ yes
  user_phone: +998901234567
  full_name: Ali Valiyev
  passport: ••••
  amount: 1000000
  term_months: 6
  income_source: salary
  employer: Osiyo
  purposes: home
  insurance: no
  agree_terms: yes
All fields are valid. :submit sends them.
formsh>
> :submit
Submitted to {{endpoint}}/api/v1/loan/apply: HTTP 422 in {{ms}} ms
The server found errors. Your values are kept.
  ✗ full_name: server: Ism pasportdagi bilan mos emas
  ✗ passport: server: Pasport maʼlumotlari topilmadi 🪪
[2/10] To'liq ismingiz * [Ali Valiyev]
  ✗ server: Ism pasportdagi bilan mos emas
full_name>
> Alisher Valiyev
  ✓
[3/10] Pasport seriyasi va raqami *   (e.g. ••••, secret)
  ✗ server: Pasport maʼlumotlari topilmadi 🪪
passport>
> :fields
  n   key            label                       type           state   value
  1   user_phone     Telefon raqamingiz          text_input     ✓       +998901234567
  2   full_name      To'liq ismingiz             text_input     ✓       Alisher Valiyev
  3   passport       Pasport seriyasi va raqami  secure_input   ✗       ••••
      ✗ server: Pasport maʼlumotlari topilmadi 🪪
  4   amount         Kredit summasi (so'm)       text_input     ✓       1000000
  5   term_months    Kredit muddati              dropdown       ✓       6
  6   income_source  Daromad manbai              radio_group    ✓       salary
      income_other   Boshqa daromad manbai       text_input     hidden
  7   employer       Ish beruvchi                text_input     ✓       Osiyo
  8   purposes       Kredit maqsadi              checkbox       ✓       home
  9   insurance      Sug'urta qo'shilsin         toggle_switch  ✓       no
  10  agree_terms    Kredit shartlariga roziman  checkbox       ✓       yes
passport>
> :validate
  ✗ passport: server: Pasport maʼlumotlari topilmadi 🪪
passport>
> AB7654321
  ✓
  user_phone: +998901234567
  full_name: Alisher Valiyev
  passport: ••••
  amount: 1000000
  term_months: 6
  income_source: salary
  employer: Osiyo
  purposes: home
  insurance: no
  agree_terms: yes
All fields are valid. :submit sends them.
formsh>
> :validate
  ✓ All fields are valid. :submit sends them.
formsh>
> :quit
[exit 1]
