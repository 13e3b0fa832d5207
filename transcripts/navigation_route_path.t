# A navigation route's command is read from its path as the app's URL.path gives it:
# app://navigation/pop/ (a trailing slash) goes back one screen: the card's step again,
# its values wiped.
$ formsh forms/card_transfer/step1_card.json --scenario transcripts/scenarios/pop_trailing_slash.json
{{...}}
card_number>
> {{env:FORMSH_SECRET_CARD_NUMBER}}
{{...}}
card_holder>
>
{{...}}
formsh>
> :submit
Submitted to {{endpoint}}/api/v1/transfer/card: HTTP 200 in {{ms}} ms
{{...}}
transfer_amount>
> 100000
{{...}}
currency>
>
{{...}}
formsh>
> :submit
Submitted to {{endpoint}}/api/v1/transfer/amount: HTTP 200 in {{ms}} ms

Kartaga o'tkazma · card_transfer_card v1.0.0 · 2 fields · endpoint: {{endpoint}}/api/v1/transfer/card
{{...}}
card_number>
> :payload
  {}
card_number>
[exit 1]

# app://navigation/pop%5Fto%5Froot (percent-encoded) goes back to the first screen.
$ formsh forms/card_transfer/step1_card.json --scenario transcripts/scenarios/pop_to_root_encoded.json
{{...}}
card_number>
> {{env:FORMSH_SECRET_CARD_NUMBER}}
{{...}}
card_holder>
>
{{...}}
formsh>
> :submit
Submitted to {{endpoint}}/api/v1/transfer/card: HTTP 200 in {{ms}} ms
{{...}}
transfer_amount>
> 100000
{{...}}
currency>
>
{{...}}
formsh>
> :submit
Submitted to {{endpoint}}/api/v1/transfer/amount: HTTP 200 in {{ms}} ms

Kartaga o'tkazma · card_transfer_card v1.0.0 · 2 fields · endpoint: {{endpoint}}/api/v1/transfer/card
{{...}}
card_number>
> :payload
  {}
card_number>
[exit 1]
