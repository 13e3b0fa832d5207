# Shows two of the delivery form's three messages: delivery_type's required (twice:
# typed at its prompt, then listed by :validate) and address's conditional required.
$ formsh forms/delivery.json
{{...}}
delivery_type>
>
  ✗ Yetkazib berish usulini tanlang
delivery_type>
> :validate
  ✗ delivery_type: Yetkazib berish usulini tanlang
delivery_type>
> courier
  ✓ courier
{{...}}
address>
>
  ✗ Kuryer uchun manzil majburiy
address>
> :quit
{{...}}
[exit 1]
