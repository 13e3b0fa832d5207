#!/usr/bin/env python3
"""Sends raw bytes to 127.0.0.1:PORT and prints the answer's status line (or how the
connection ended), then the answer's body on the next lines (at most 400 bytes).

    python3 rawclient.py PORT FILE            # FILE: the exact bytes to send ("-": stdin)
    python3 rawclient.py PORT FILE --slow S   # send one byte, then stay silent S seconds
    python3 rawclient.py PORT --generate NAME # a request built here (too big to commit)

Prints `NO ANSWER (closed)`, `NO ANSWER (reset)` or `NO ANSWER (timeout)` when no status
line came back within 20 s.
"""
import socket
import sys
import time


def generate(name):
    if name == "huge-header":
        return b"GET /forms/delivery.json HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * (70 * 1024) + b"\r\n\r\n"
    if name == "many-headers":
        return b"GET /forms/delivery.json HTTP/1.1\r\nHost: x\r\n" + b"".join(b"X-H%d: v\r\n" % i for i in range(300)) + b"\r\n"
    if name == "body-over-1MiB":
        body = b'{"comment":"' + b"c" * (1 << 20) + b'"}'
        return b"POST /api/v1/delivery HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n" % len(body) + body
    if name == "deep-payload":
        body = b'{"comment":' + b"[" * 10000 + b"]" * 10000 + b"}"
        return b"POST /api/v1/delivery HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n" % len(body) + body
    if name == "payload-50MB-string":
        # Announced with its true length; the server refuses it (413) on the header alone.
        n = 50 * 1024 * 1024
        return b"POST /api/v1/delivery HTTP/1.1\r\nHost: x\r\nContent-Length: %d\r\n\r\n{\"comment\":\"" % (n + 14) + b"x" * 4096
    if name == "store-full":
        # Just under 1 MiB of escapes that the checker unescapes into the 4 MiB store.
        body = b'{"comment":"' + b"\\u00e9" * 170000 + b'","address":"' + b"\\u00e9" * 4000 + b'"}'
        return b"POST /api/v1/delivery HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n" % len(body) + body
    raise SystemExit("unknown request " + name)


def main():
    port = int(sys.argv[1])
    slow = None
    if sys.argv[2] == "--generate":
        data = generate(sys.argv[3])
    else:
        data = sys.stdin.buffer.read() if sys.argv[2] == "-" else open(sys.argv[2], "rb").read()
        if len(sys.argv) > 4 and sys.argv[3] == "--slow":
            slow = float(sys.argv[4])
    s = socket.create_connection(("127.0.0.1", port), timeout=20)
    try:
        if slow is not None:
            s.sendall(data[:1])
            time.sleep(slow)
        else:
            try:
                s.sendall(data)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the server may answer and close before reading everything
        answer = b""
        while True:
            chunk = s.recv(65536)
            if not chunk:
                break
            answer += chunk
            if len(answer) > 1 << 21:
                break
            # A kept-alive connection: stop once the body announced by Content-Length is in.
            head, sep, body = answer.partition(b"\r\n\r\n")
            if sep:
                length = None
                for line in head.split(b"\r\n")[1:]:
                    name, _, value = line.partition(b":")
                    if name.strip().lower() == b"content-length" and value.strip().isdigit():
                        length = int(value.strip())
                if length is not None and len(body) >= length:
                    break
    except socket.timeout:
        if not answer:
            print("NO ANSWER (timeout)")
            return
    except ConnectionResetError:
        if not answer:
            print("NO ANSWER (reset)")
            return
    finally:
        s.close()
    if not answer:
        print("NO ANSWER (closed)")
        return
    head, _, body = answer.partition(b"\r\n\r\n")
    print(head.split(b"\r\n")[0].decode("latin-1"))
    sys.stdout.write(body[:400].decode("utf-8", "replace") + "\n")


if __name__ == "__main__":
    main()
