$ ls -la
[exit 0]
