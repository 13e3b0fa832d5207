# A FORM that is a folder says so, for every command.
$ formsh transcripts
Error: cannot read transcripts: is a folder, not a file
[exit 3]
$ formsh messages transcripts/forms
Error: cannot read transcripts/forms: is a folder, not a file
[exit 3]
$ formsh lint transcripts
Error: cannot read transcripts: is a folder, not a file
[exit 3]
