$ formsh forms/delivery.json
{{...}}
