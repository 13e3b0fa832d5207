# A --scenario that cannot be read is exit 3 for run, as for serve.
$ formsh forms/delivery.json --scenario transcripts/scenarios/nosuch.json
Error: cannot read transcripts/scenarios/nosuch.json: no such file
[exit 3]
$ formsh serve --scenario transcripts/scenarios/nosuch.json
Error: cannot read transcripts/scenarios/nosuch.json: no such file
[exit 3]
