$ formsh no/such/form.json
Error: no/such/form.json: wrong text
[exit 3]
