# :set names the field and its value; :try names the field and the option a value chose (docs/contract.md, "The shell").
$ formsh forms/loan_application.json
Kredit arizasi · loan_apply v2.1.0 · 10 fields, 1 hidden · endpoint: built-in mock ({{endpoint}})
Type a value and press Enter; an empty line skips an optional field. :help lists commands.
Kredit arizasi
Arizani to'ldiring. Ma'lumotlaringiz faqat bank bilan ulashiladi.
[1/10] Telefon raqamingiz *   (phonePad, e.g. +998 90 123 45 67)
user_phone>
> :set full_name Aziz Karimov
  ✓ full_name = Aziz Karimov
user_phone>
> :set term_months 2
  ✓ term_months = 12
user_phone>
> :try term_months 24
  ✓ term_months = 24 (not stored)
user_phone>
> :try term_months 3
  ✓ term_months = 24 (not stored)
user_phone>
> :try income_source Ish h
  ✓ income_source = salary (not stored)
user_phone>
> :try insurance y
  ✓ insurance = yes (not stored)
user_phone>
> :try amount 100
  ✗ amount: Eng kam summa: 500 000 so'm (not stored)
user_phone>
> :set amount 1.000.000
  ✗ amount: a second separator '.' cannot be typed on the decimalPad keyboard (one decimal separator, no thousands separators)
user_phone>
> :goto amount
[4/10] Kredit summasi (so'm) *   (decimalPad, e.g. 5000000)
amount>
> 1.000.000
  ✗ amount: a second separator '.' cannot be typed on the decimalPad keyboard (one decimal separator, no thousands separators)
amount>
> 1,5
  ✗ Eng kam summa: 500 000 so'm
amount>
> :quit
[exit 1]
