$ formsh forms/delivery.json
Ã(
[exit 1]
