# Quitting at the first prompt: the lines typed after it are never read.
$ formsh forms/profile.json --scenario forms/flow.json
{{...}}
nickname>
> :quit
{{...}}
> abcdefghijkl
> :submit
[exit 0]
