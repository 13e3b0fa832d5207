# A minSupportedClientVersion of 99 (a number) is an error of the screen, as the app's String? cannot decode it.
$ formsh transcripts/forms/client_version_number.json
Error: transcripts/forms/client_version_number.json: "minSupportedClientVersion" must be a string (or null), found a number (at /minSupportedClientVersion)
[exit 3]

# lint reports it as an error.
$ formsh lint transcripts/forms/client_version_number.json
transcripts/forms/client_version_number.json:1:1: error: invalid-screen: "minSupportedClientVersion" must be a string (or null), found a number (/minSupportedClientVersion)
[exit 1]
