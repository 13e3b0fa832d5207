$ formsh forms/delivery.json
Yetkazib {{...}} berish
[exit 1]
