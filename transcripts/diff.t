# formsh diff: compatible changes and wording exit 0; breaking changes exit 1 and, without a
# new major version, are reported once more; --json writes one object per change.
$ formsh diff forms/delivery.json Tests/Fixtures/diff/delivery_1.1.json
compatible option-added /components/1/props/options/2: delivery_type: option "post" added
wording message-changed /components/2/validations/0/errorMessage: address: required message "Kuryer uchun manzil majburiy" → "Manzilni kiriting"
wording placeholder-changed /components/3/props/placeholder: comment: placeholder "" → "Qo'shimcha izoh"
[exit 0]
$ formsh diff Tests/Fixtures/diff/delivery_1.1.json Tests/Fixtures/diff/delivery_1.2.json
breaking option-removed /components/1/props/options/1: delivery_type: option "pickup" removed
breaking rule-tightened /components/2/validations/0/value: comment: maxLength 200 → 100
breaking required-field-added /components/4: required field phone (text_input) added, shown by default
compatible component-moved /components/2: comment moved (was /components/3); only the order changed
breaking major-version-not-raised /version: 3 breaking changes but version 1.1.0 → 1.2.0 keeps the major version
[exit 1]
$ formsh diff --json Tests/Fixtures/diff/delivery_1.1.json Tests/Fixtures/diff/delivery_1.2.json
{"class":"breaking","code":"option-removed","pointer":"/components/1/props/options/1","field":"delivery_type","message":"delivery_type: option \"pickup\" removed","old":"pickup","new":null}
{"class":"breaking","code":"rule-tightened","pointer":"/components/2/validations/0/value","field":"comment","message":"comment: maxLength 200 → 100","old":200,"new":100}
{"class":"breaking","code":"required-field-added","pointer":"/components/4","field":"phone","message":"required field phone (text_input) added, shown by default","old":null,"new":null}
{"class":"compatible","code":"component-moved","pointer":"/components/2","field":"comment","message":"comment moved (was /components/3); only the order changed","old":"/components/3","new":"/components/2"}
{"class":"breaking","code":"major-version-not-raised","pointer":"/version","field":null,"message":"3 breaking changes but version 1.1.0 → 1.2.0 keeps the major version","old":"1.1.0","new":"1.2.0"}
[exit 1]
$ formsh diff forms/delivery.json forms/delivery.json
[exit 0]
$ formsh diff forms/delivery.json
Error: diff takes OLD and NEW, got 1 argument
Usage: formsh diff OLD NEW [--json | --format text|markdown] [--payloads FILE.jsonl] [--fail-on compatible|wording]
[exit 2]
$ formsh diff forms/delivery.json Tests/Fixtures/diff/missing.json
Error: cannot read Tests/Fixtures/diff/missing.json: no such file
[exit 3]
$ formsh diff forms/delivery.json forms/card_transfer/flow.json
Error: forms/card_transfer/flow.json: missing required keys "screenId", "version", "components"
[exit 3]
