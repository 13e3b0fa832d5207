# Every shell command.
$ formsh forms/delivery.json
Yetkazib berish · delivery v1.0.0 · 3 fields · endpoint: built-in mock ({{endpoint}})
Type a value and press Enter; an empty line skips an optional field. :help lists commands.
Yetkazib berish
[1/3] Yetkazib berish usuli *
  1) Kuryer [courier]   2) O'zim olib ketaman [pickup]
delivery_type>
> :help
  :help [cmd]       list the commands, or explain one
  :fields           table of fields: n, key, label, type, state, value
  :goto KEY|N       go to a field by key or number
  :back             go to the previous field
  :next             skip to the next field, leaving this one as it is
  :set KEY VALUE    set a field's value (the rest of the line, spaces included)
  :clear KEY        empty a field
  :validate         validate every visible field
  :payload          show the payload :submit would send (secrets masked)
  :submit           validate everything and send it
  :wipe             zero every value and start over
  :rules KEY        a field's rules, conditions and messages
  :try KEY VALUE    the verdict for a value, without storing it
  :keys KEY VALUE   the verdict after each typed character
  :schema           screen, version, counts, skipped components
  :endpoint [URL]   show or change the submit endpoint
  :last             the last HTTP exchange: request, answer, time (values masked)
  :quit             wipe every value and exit (on a terminal, asks first)
  :quit!            wipe every value and exit without asking
  A value that starts with ':' is typed as '::'.
delivery_type>
> :help goto
  :goto KEY|N   go to a field by key or number
delivery_type>
> :fields
  n  key            label                  type        state  value
  1  delivery_type  Yetkazib berish usuli  dropdown    ·
  2  address        Manzil                 text_input  ·
  3  comment        Izoh                   text_input  ·
delivery_type>
> :goto 2
[2/3] Manzil
address>
> :back
[1/3] Yetkazib berish usuli *
  1) Kuryer [courier]   2) O'zim olib ketaman [pickup]
delivery_type>
> :next
[2/3] Manzil
address>
> :set delivery_type courier
  ✓ delivery_type = courier
address>
> :clear delivery_type
  ✗ delivery_type: Yetkazib berish usulini tanlang
address>
> :validate
  ✗ delivery_type: Yetkazib berish usulini tanlang
address>
> :set address Yunusobod 4
  ✓ address = Yunusobod 4
address>
> :try comment salom
  ✓ comment (not stored)
address>
> :keys delivery_type pi
  p  ✓
  pi  ✓
address>
> :rules delivery_type
  delivery_type · Yetkazib berish usuli · dropdown
    1. required → Yetkazib berish usulini tanlang
address>
> :payload
  {"address":"Yunusobod 4"}
address>
> :endpoint
  endpoint: built-in mock ({{endpoint}})
address>
> :endpoint https://staging.example.uz/api/v1/delivery
  endpoint: https://staging.example.uz/api/v1/delivery
address>
> :wipe
All values wiped.
Yetkazib berish
[1/3] Yetkazib berish usuli *
  1) Kuryer [courier]   2) O'zim olib ketaman [pickup]
delivery_type>
> :payload
  {}
delivery_type>
> ::starts with a colon
  ✗ delivery_type: no option matches ":starts with a colon"
delivery_type>
> :quit
[exit 1]
