> typed before any session
$ formsh forms/delivery.json
[exit 1]
