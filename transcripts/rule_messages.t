# Every rule kind's message, through :try on the kitchen sink.
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
> :try full_name A
  ✗ full_name: Ism kamida 2 belgi bo'lsin (not stored)
full_name>
> :try full_name AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
  ✗ full_name: Ism 40 belgidan uzun bo'lmasin (not stored)
full_name>
> :try email not-an-email
  ✗ email: Elektron pochta formati noto'g'ri (not stored)
full_name>
> :set email a@b.uz
  ✓ email = a@b.uz
full_name>
> :try email_confirm a@b.com
  ✗ email_confirm: Elektron pochta manzillari mos emas (not stored)
full_name>
> :try age 17
  ✗ age: Yosh kamida 18 bo'lishi kerak (not stored)
full_name>
> :try age 121
  ✗ age: Yosh 120 dan katta bo'lmasin (not stored)
full_name>
> :try age 30
  ✓ age (not stored)
full_name>
> :try full_name  
  ✗ full_name: Ismingizni kiriting (not stored)
full_name>
> :try postcode 12
  ✗ postcode: Pochta indeksi 6 raqamdan iborat (not stored)
full_name>
[exit 1]
