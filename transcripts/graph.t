# formsh graph: the loan form's dependencies as Mermaid, delivery's as DOT and JSON Lines;
# usage errors exit 2, an unloadable form 3.
$ formsh graph forms/loan_application.json
flowchart LR
  %% loan_apply: dotted = visibleWhen, solid = rule when, thick = equalsField; dashed box = hidden by default
  user_phone["Telefon raqamingiz<br/>user_phone"]
  full_name["To'liq ismingiz<br/>full_name"]
  passport["Pasport seriyasi va raqami<br/>passport"]
  amount["Kredit summasi (so'm)<br/>amount"]
  term_months["Kredit muddati<br/>term_months"]
  income_source["Daromad manbai<br/>income_source"]
  income_other["Boshqa daromad manbai<br/>income_other<br/><i>hidden by default</i>"]
  employer["Ish beruvchi<br/>employer"]
  purposes["Kredit maqsadi<br/>purposes"]
  insurance["Sug'urta qo'shilsin<br/>insurance"]
  agree_terms["Kredit shartlariga roziman<br/>agree_terms"]
  income_source -.->|"income_source = other"| income_other
  income_source -->|"required when income_source = salary"| employer
  classDef hidden stroke-dasharray: 5 5
  class income_other hidden
  linkStyle 0 stroke:#1f77b4
  linkStyle 1 stroke:#ff7f0e
[exit 0]
$ formsh graph forms/delivery.json --format dot
digraph "delivery" {
  rankdir=LR;
  node [shape=box];
  "delivery_type" [label="Yetkazib berish usuli\ndelivery_type"];
  "address" [label="Manzil\naddress"];
  "comment" [label="Izoh\ncomment"];
  "delivery_type" -> "address" [label="required when delivery_type = courier", style=solid, color="#ff7f0e"];
}
[exit 0]
$ formsh graph forms/delivery.json --json
{"node":"delivery_type","label":"Yetkazib berish usuli","type":"dropdown","hiddenByDefault":false}
{"node":"address","label":"Manzil","type":"text_input","hiddenByDefault":false}
{"node":"comment","label":"Izoh","type":"text_input","hiddenByDefault":false}
{"edge":"when","from":"delivery_type","to":"address","label":"required when delivery_type = courier"}
[exit 0]
$ formsh graph forms/delivery.json --format svg
Error: --format takes mermaid or dot, not 'svg'
Usage: formsh graph FORM [--format mermaid|dot] [--json]
[exit 2]
$ formsh graph forms/card_transfer/flow.json
Error: forms/card_transfer/flow.json: missing required keys "screenId", "version", "components"
[exit 3]
