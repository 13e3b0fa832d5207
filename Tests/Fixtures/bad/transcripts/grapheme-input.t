# A typed value that starts with a combining mark (U+0301): formsh record writes it as
# "> " + the value; replay must read that line back as input, not as output.
$ formsh forms/delivery.json
Yetkazib berish · delivery v1.0.0 · 3 fields · endpoint: built-in mock ({{endpoint}})
{{...}}
delivery_type>
> ́x
  ✗ delivery_type: no option matches "́x"
delivery_type>
[exit 1]
