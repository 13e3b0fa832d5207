# At a secure prompt (docs/contract.md, "The shell") only an exact command without an argument is a command:
# any other line that begins with a single ':' is refused, nothing of it stored or repeated,
# and the note names the commands that work there; '::' types a leading colon.
$ formsh forms/card_transfer/step1_card.json
Kartaga o'tkazma · card_transfer_card v1.0.0 · 2 fields · endpoint: built-in mock, scenario forms/card_transfer/flow.json ({{endpoint}})
Type a value and press Enter; an empty line skips an optional field. :help lists commands.
Kartaga o'tkazma
1-qadam: qabul qiluvchining kartasi
[1/2] Karta raqami *   (numberPad, e.g. •••• 9012, secret)
card_number>
> :goto card_holder
  ✗ not a command that works at a secret prompt; nothing was stored
  At a secret prompt only commands without an argument work:
    :help :fields :back :next :validate :payload :submit :wipe :schema :endpoint :last :quit :quit!
  A value that begins with ':' is typed with '::' (::abc stores :abc).
card_number>
> :{{env:FORMSH_SECRET_CARD_NUMBER}}
  ✗ not a command that works at a secret prompt; nothing was stored
  At a secret prompt only commands without an argument work:
    :help :fields :back :next :validate :payload :submit :wipe :schema :endpoint :last :quit :quit!
  A value that begins with ':' is typed with '::' (::abc stores :abc).
card_number>
> :payload
  {}
card_number>
> :help
  At a secret prompt only commands without an argument work:
    :help :fields :back :next :validate :payload :submit :wipe :schema :endpoint :last :quit :quit!
  A value that begins with ':' is typed with '::' (::abc stores :abc).
card_number>
> :next
[2/2] Karta egasi   (e.g. ALISHER KARIMOV)
card_holder>
> Aziz Karimov
  ✓
[1/2] Karta raqami *   (numberPad, e.g. •••• 9012, secret)
card_number>
> :back
  already at the first field
card_number>
> ::{{env:FORMSH_SECRET_CARD_NUMBER}}
  ✗ card_number: a character cannot be typed on the numberPad keyboard
card_number>
> {{env:FORMSH_SECRET_CARD_NUMBER}}
  ✓
  card_number: •••• 1111
  card_holder: Aziz Karimov
All fields are valid. :submit sends them.
formsh>
> :fields
  n  key          label         type          state  value
  1  card_number  Karta raqami  secure_input  ✓      •••• 1111
  2  card_holder  Karta egasi   text_input    ✓      Aziz Karimov
formsh>
> :quit
[exit 1]
