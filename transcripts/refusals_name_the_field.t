# A refusal names the field it judged, from the prompt, :set and :try alike (docs/contract.md, "The shell");
# :try never says a value is unchanged, since it changes none.
$ formsh forms/loan_application.json
Kredit arizasi · loan_apply v2.1.0 · 10 fields, 1 hidden · endpoint: built-in mock ({{endpoint}})
Type a value and press Enter; an empty line skips an optional field. :help lists commands.
Kredit arizasi
Arizani to'ldiring. Ma'lumotlaringiz faqat bank bilan ulashiladi.
[1/10] Telefon raqamingiz *   (phonePad, e.g. +998 90 123 45 67)
user_phone>
> :try amount 1e6
  ✗ amount: 'e' cannot be typed on the decimalPad keyboard
user_phone>
> :set amount 1e6
  ✗ amount: 'e' cannot be typed on the decimalPad keyboard
user_phone>
> :try term_months 99
  ✗ term_months: no option matches "99"
user_phone>
> :set insurance balki
  ✗ insurance: "balki" is not yes or no (y/yes/n/no/true/false)
user_phone>
> +998 90 12x
  ✗ user_phone: 'x' cannot be typed on the phonePad keyboard
user_phone>
> :goto amount
[4/10] Kredit summasi (so'm) *   (decimalPad, e.g. 5000000)
amount>
> 1e6
  ✗ amount: 'e' cannot be typed on the decimalPad keyboard
amount>
> :quit
[exit 1]
