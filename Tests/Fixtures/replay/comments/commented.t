# Comments anywhere: a `# ` line inside a session is never compared, and --update,
# .actual and --review keep each where it stands, byte for byte.
$ formsh forms/notes.json
# The banner starts with the title, "# Заметки": output, so written with a leading \.
\# Заметки ʻ 🎉 · notes v1.0.0 · 1 field · endpoint: built-in mock ({{endpoint}})
{{...}}
note>
# Too long first (8 characters, Cyrillic and an emoji): the message is checked.
> Привет 🎉
  ✗ Koʻpi bilan 5 belgi 🙂
note>
#   a comment with its own spacing, kept as written   
# 
> abc
  ✓
{{...}}
formsh>
# Sent: the mock answers 200.
> :submit
Submitted to {{endpoint}}/api/notes: HTTP 200 in {{ms}} ms
{{...}}
# The end.
[exit 0]
