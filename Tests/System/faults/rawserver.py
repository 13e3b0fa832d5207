#!/usr/bin/env python3
"""A raw-socket HTTP server on 127.0.0.1 that misbehaves on purpose (test-faults.sh,
test-bad-inputs.sh, the soak).

    python3 rawserver.py [--log FILE] [--port N]

Prints `PORT <n>` on stdout once it listens. The request path picks the behaviour:

    /ok            200 {"status":"ok"} (a completed submission)
    /reset         reads the request, sends half a response, then resets the connection
    /silent        reads the request and never answers (the client's --timeout fires)
    /headers       sends the head of a 200 with Content-Length: 64, no body, then waits
    /headers-close as /headers, then closes
    /longbody      503 with Content-Length: 20 and 64 KiB more bytes after the body
    /badjson       422 with a body that is not JSON
    /okbadjson     200 with a body that is not JSON
    /big           200 with a body of 1 MiB + 1 byte
    /redirect-js   307 with Location: javascript:alert(1)
    /trickle       200, one byte of the head every 0.4 s (past any small --timeout)
    /status/N      status N with a short JSON body
    /file/NAME     the bytes of file NAME (a whole raw HTTP response) from --responses DIR
    /once/MODE     MODE for the first request to this path, /ok afterwards

Each request is logged as one JSON line to --log: path, method, headers, body length,
body (as text, invalid UTF-8 replaced). Loopback only; one thread per connection;
stops on SIGTERM.
"""
import argparse
import json
import os
import signal
import socket
import struct
import sys
import threading
import time

lock = threading.Lock()
seen = {}
log_file = None
responses_dir = None
JUNK = b"JUNK-AFTER-CONTENT-LENGTH " * 2600


def read_request(conn):
    """Reads one request (head and Content-Length body). Returns (method, path, headers, body) or None."""
    conn.settimeout(10)
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = conn.recv(65536)
        if not chunk:
            return None
        data += chunk
        if len(data) > 2 << 20:
            return None
    head, _, rest = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    method, path, _ = (lines[0].split(" ") + ["", "", ""])[:3]
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    length = int(headers.get("content-length", "0") or 0)
    body = rest
    while len(body) < length:
        chunk = conn.recv(65536)
        if not chunk:
            break
        body += chunk
    return method, path, headers, body[:length]


def log(entry):
    if log_file:
        with lock:
            with open(log_file, "a") as f:
                f.write(json.dumps(entry) + "\n")


def response(status, body, ctype="application/json", extra=b"", reason=b"X"):
    head = b"HTTP/1.1 %d %s\r\nContent-Type: %s\r\nContent-Length: %d\r\nConnection: close\r\n%s\r\n" % (
        status, reason, ctype.encode(), len(body), extra)
    return head + body


def reset(conn):
    conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    conn.close()


def hold(conn, seconds=30):
    """Keeps the connection open until the client goes away (or `seconds`)."""
    conn.settimeout(0.2)
    end = time.time() + seconds
    while time.time() < end:
        try:
            if conn.recv(4096) == b"":
                return
        except socket.timeout:
            continue
        except OSError:
            return


def serve(conn):
    try:
        req = read_request(conn)
        if req is None:
            conn.close()
            return
        method, path, headers, body = req
        mode = path.split("?")[0]
        with lock:
            seen[mode] = seen.get(mode, 0) + 1
            count = seen[mode]
        if mode.startswith("/once/"):
            mode = "/" + mode[len("/once/"):] if count == 1 else "/ok"
        log({"path": path, "mode": mode, "method": method, "headers": headers,
             "length": len(body), "body": body.decode("utf-8", "replace")})
        if mode == "/ok":
            conn.sendall(response(200, b'{"status":"ok"}'))
        elif mode == "/reset":
            whole = response(200, b'{"status":"ok","padding":"' + b"x" * 4000 + b'"}')
            conn.sendall(whole[: len(whole) // 2])
            time.sleep(0.1)
            reset(conn)
            return
        elif mode == "/silent":
            hold(conn)
        elif mode in ("/headers", "/headers-close"):
            conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 64\r\n\r\n")
            if mode == "/headers":
                hold(conn)
        elif mode == "/longbody":
            conn.sendall(response(503, b"Service Unavailable.", ctype="text/plain")[:-20]
                         + b"Service Unavailable." + JUNK)
        elif mode == "/badjson":
            conn.sendall(response(422, b'{"errors": {"address": "broken', ))
        elif mode == "/okbadjson":
            conn.sendall(response(200, b'{"components": [ not json'))
        elif mode == "/big":
            conn.sendall(response(200, b'{"s":"' + b"b" * ((1 << 20) + 1 - 8) + b'"}'))
        elif mode == "/redirect-js":
            conn.sendall(response(307, b"", extra=b"Location: javascript:alert(1)\r\n"))
        elif mode == "/trickle":
            whole = response(200, b'{"status":"ok"}')
            for i in range(len(whole)):
                conn.sendall(whole[i:i + 1])
                time.sleep(0.4)
        elif mode.startswith("/status/"):
            conn.sendall(response(int(mode.split("/")[2]), b'{"error":"scripted"}'))
        elif mode.startswith("/file/") and responses_dir:
            name = os.path.basename(mode[len("/file/"):])
            with open(os.path.join(responses_dir, name), "rb") as f:
                conn.sendall(f.read())
        else:
            conn.sendall(response(404, b'{"error":"unknown mode"}'))
        conn.close()
    except OSError:
        try:
            conn.close()
        except OSError:
            pass


def main():
    global log_file, responses_dir
    ap = argparse.ArgumentParser()
    ap.add_argument("--log")
    ap.add_argument("--port", type=int, default=0)
    ap.add_argument("--responses")
    a = ap.parse_args()
    log_file, responses_dir = a.log, a.responses
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    s.bind(("127.0.0.1", a.port))
    s.listen(64)
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    print("PORT %d" % s.getsockname()[1], flush=True)
    while True:
        conn, _ = s.accept()
        threading.Thread(target=serve, args=(conn,), daemon=True).start()


if __name__ == "__main__":
    main()
