# A field hidden by its condition loses its value at once and leaves the payload.
$ formsh forms/loan_application.json
Kredit arizasi · loan_apply v2.1.0 · 10 fields, 1 hidden · endpoint: built-in mock ({{endpoint}})
Type a value and press Enter; an empty line skips an optional field. :help lists commands.
Kredit arizasi
Arizani to'ldiring. Ma'lumotlaringiz faqat bank bilan ulashiladi.
[1/10] Telefon raqamingiz *   (phonePad, e.g. +998 90 123 45 67)
user_phone>
> :set income_source other
  ✓ income_source = other
user_phone>
> :goto income_other
[7/11] Boshqa daromad manbai *
income_other>
> Freelance
  ✓
[8/11] Ish beruvchi
employer>
> :payload
  {"income_source":"other","income_other":"Freelance","insurance":false,"agree_terms":false}
employer>
> :set income_source salary
  ✓ income_source = salary
  ↳ income_other: hidden (value wiped)
employer>
> :payload
  {"income_source":"salary","insurance":false,"agree_terms":false}
employer>
> :goto income_other
  ✗ income_other is hidden: its visibleWhen condition is false
employer>
[exit 1]
