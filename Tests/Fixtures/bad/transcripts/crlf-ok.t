$ formsh forms/delivery.json
{{...}}
[exit 1]
