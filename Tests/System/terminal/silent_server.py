#!/usr/bin/env python3
"""A loopback server that accepts connections and never answers (a form URL that hangs).
Usage: silent_server.py PORTFILE — writes the port it listens on to PORTFILE."""
import os
import socket
import sys

s = socket.socket()
s.bind(("127.0.0.1", 0))
s.listen(8)
with open(sys.argv[1] + ".tmp", "w") as f:
    f.write(str(s.getsockname()[1]))
os.rename(sys.argv[1] + ".tmp", sys.argv[1])
held = []
while True:
    conn, _ = s.accept()
    held.append(conn)
