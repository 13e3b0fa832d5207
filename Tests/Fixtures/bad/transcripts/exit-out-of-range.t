$ formsh forms/delivery.json
{{...}}
[exit 999]
