# One numbering: [i/N], the n column of :fields and :goto N count the visible fields; the banner says how many are hidden.
$ formsh forms/loan_application.json
Kredit arizasi · loan_apply v2.1.0 · 10 fields, 1 hidden · endpoint: built-in mock ({{endpoint}})
Type a value and press Enter; an empty line skips an optional field. :help lists commands.
Kredit arizasi
Arizani to'ldiring. Ma'lumotlaringiz faqat bank bilan ulashiladi.
[1/10] Telefon raqamingiz *   (phonePad, e.g. +998 90 123 45 67)
user_phone>
> :fields
  n   key            label                       type           state   value
  1   user_phone     Telefon raqamingiz          text_input     ·
  2   full_name      To'liq ismingiz             text_input     ·
  3   passport       Pasport seriyasi va raqami  secure_input   ·
  4   amount         Kredit summasi (so'm)       text_input     ·
  5   term_months    Kredit muddati              dropdown       ·
  6   income_source  Daromad manbai              radio_group    ·
      income_other   Boshqa daromad manbai       text_input     hidden
  7   employer       Ish beruvchi                text_input     ·
  8   purposes       Kredit maqsadi              checkbox       ·
  9   insurance      Sug'urta qo'shilsin         toggle_switch  ·       no
  10  agree_terms    Kredit shartlariga roziman  checkbox       ·       no
user_phone>
> :goto 7
[7/10] Ish beruvchi
employer>
> :set income_source other
  ✓ income_source = other
employer>
> :fields
  n   key            label                       type           state  value
  1   user_phone     Telefon raqamingiz          text_input     ·
  2   full_name      To'liq ismingiz             text_input     ·
  3   passport       Pasport seriyasi va raqami  secure_input   ·
  4   amount         Kredit summasi (so'm)       text_input     ·
  5   term_months    Kredit muddati              dropdown       ·
  6   income_source  Daromad manbai              radio_group    ✓      other
  7   income_other   Boshqa daromad manbai       text_input     ·
  8   employer       Ish beruvchi                text_input     ·
  9   purposes       Kredit maqsadi              checkbox       ·
  10  insurance      Sug'urta qo'shilsin         toggle_switch  ·      no
  11  agree_terms    Kredit shartlariga roziman  checkbox       ·      no
employer>
> :goto 7
[7/11] Boshqa daromad manbai *
income_other>
> :goto 8
[8/11] Ish beruvchi
employer>
> :back
[7/11] Boshqa daromad manbai *
income_other>
> :quit
[exit 1]
