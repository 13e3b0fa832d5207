# phonePad refuses letters; --no-keyboard-filter lets the rules judge.
$ formsh forms/loan_application.json
Kredit arizasi · loan_apply v2.1.0 · 10 fields, 1 hidden · endpoint: built-in mock ({{endpoint}})
Type a value and press Enter; an empty line skips an optional field. :help lists commands.
Kredit arizasi
Arizani to'ldiring. Ma'lumotlaringiz faqat bank bilan ulashiladi.
[1/10] Telefon raqamingiz *   (phonePad, e.g. +998 90 123 45 67)
user_phone>
> +998 90 12x
  ✗ user_phone: 'x' cannot be typed on the phonePad keyboard
user_phone>
> +998901234567
  ✓
[2/10] To'liq ismingiz *
full_name>
[exit 1]
$ formsh forms/loan_application.json --no-keyboard-filter
Kredit arizasi · loan_apply v2.1.0 · 10 fields, 1 hidden · endpoint: built-in mock ({{endpoint}})
Type a value and press Enter; an empty line skips an optional field. :help lists commands.
Kredit arizasi
Arizani to'ldiring. Ma'lumotlaringiz faqat bank bilan ulashiladi.
[1/10] Telefon raqamingiz *   (phonePad, e.g. +998 90 123 45 67)
user_phone>
> +998 90 12x
  ✗ Format: +998XXXXXXXXX ko'rinishida bo'lsin
user_phone>
[exit 1]
