# A visited field that becomes hidden says "(value wiped)" only when it held a value.
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
>
  ✗ Daromad manbaini yozing
income_other>
> :set income_source salary
  ✓ income_source = salary
  ↳ income_other: hidden
income_other>
> :set income_source other
  ✓ income_source = other
  ↳ income_other: shown ✗ Daromad manbaini yozing
income_other>
> :goto income_other
[7/11] Boshqa daromad manbai *
income_other>
> Dividendlar 📈
  ✓
[8/11] Ish beruvchi
employer>
> :set income_source salary
  ✓ income_source = salary
  ↳ income_other: hidden (value wiped)
employer>
> :quit
[exit 1]
