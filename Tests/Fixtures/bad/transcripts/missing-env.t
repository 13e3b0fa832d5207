$ formsh forms/delivery.json
{{...}}
delivery_type>
> {{env:FORMSH_SURELY_MISSING_VARIABLE}}
{{...}}
[exit 1]
