$ formsh 'forms/delivery.json
[exit 0]
