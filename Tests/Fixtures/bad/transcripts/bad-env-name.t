$ formsh forms/delivery.json
{{...}}
> {{env:}}
[exit 1]
