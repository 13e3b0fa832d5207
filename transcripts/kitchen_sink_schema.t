# Skipped components are reported at load and by :schema; the rest of the form works.
$ formsh forms/kitchen_sink.json
Barcha komponentlar · kitchen_sink v1.0.0 · 13 fields, 2 hidden · endpoint: built-in mock ({{endpoint}})
Type a value and press Enter; an empty line skips an optional field. :help lists commands.
! skipped carousel "promo_carousel" at /components/13: unknown component type
! skipped text_input "broken_input" at /components/16: "props" must be an object, found a string
Barcha komponentlar
Har bir komponent turi va qoida shu yerda.
Shaxsiy ma'lumotlar
Yulduzcha bilan belgilangan maydonlar majburiy.
Diqqat: karta ma'lumotlari hech kimga berilmasin.
Ulanish xavfsiz.
Bu matn xom hex rangda.
────────────────────────────────────────

[1/13] Ism *
full_name>
> :schema
  Barcha komponentlar · kitchen_sink v1.0.0
  15 fields (13 visible), 13 display components, 2 skipped
  skipped carousel "promo_carousel" at /components/13: unknown component type
  skipped text_input "broken_input" at /components/16: "props" must be an object, found a string
  warning: hex-color: raw colour #FF0000 in props.textColor: use a design token (/components/6/props/textColor)
full_name>
> :rules courier_note
  courier_note · Kuryer uchun izoh · text_input
    visible when delivery_type in [courier, post] and (contact_method ≠ email or promo_code is filled) and not interests = events
    1. maxLength 100 → Kuryer izohi 100 belgidan oshmasin
full_name>
> :quit
[exit 1]
