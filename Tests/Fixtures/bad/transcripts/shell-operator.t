$ formsh forms/delivery.json | tee out
[exit 0]
