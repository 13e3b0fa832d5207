"""A tiny HTTP/1.1 server on 127.0.0.1 that records every request it receives.

Answers come from a list of `Answer`s, one per POST in order (the last one repeats);
GET requests are answered 404. An answer may `hold` until the test releases it (or the
client goes away), to keep formsh waiting for the server, or `drop` the connection
without answering. Connections are kept alive between requests (HTTP/1.1); each request
records the client port of its connection (`connection`).
"""

import http.server
import json
import socket
import socketserver
import threading


class Answer:
    def __init__(self, status=200, body=b"{}", content_type="application/json", hold=False, drop=False, headers=()):
        if isinstance(body, (dict, list)):
            body = json.dumps(body).encode()
        elif isinstance(body, str):
            body = body.encode()
        self.status = status
        self.body = body
        self.content_type = content_type
        self.hold = hold
        self.drop = drop
        self.headers = list(headers)  # (name, value): values are sent as Latin-1, control characters included


class Loopback:
    def __init__(self, answers):
        self.answers = list(answers) or [Answer()]
        self.requests = []  # dicts: method, path, headers, body (bytes)
        self.lock = threading.Condition()
        self.release = threading.Event()
        outer = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args):
                pass

            def do_GET(self):
                self._record(b"")
                self._send(Answer(404, b'{"error":"not found"}'))

            def do_POST(self):
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else b""
                index = self._record(body)
                answer = outer.answers[min(index, len(outer.answers) - 1)]
                if answer.hold:
                    outer.release.wait(60)
                if answer.drop:
                    self.close_connection = True
                    try:
                        self.connection.shutdown(socket.SHUT_RDWR)
                    except OSError:
                        pass
                    return
                self._send(answer)

            def _record(self, body):
                with outer.lock:
                    outer.requests.append({"method": self.command, "path": self.path, "connection": self.client_address[1],
                                           "headers": dict(self.headers.items()), "body": body})
                    outer.lock.notify_all()
                    return sum(1 for r in outer.requests if r["method"] == "POST") - 1

            def _send(self, answer):
                try:
                    self.send_response(answer.status)
                    self.send_header("Content-Type", answer.content_type)
                    self.send_header("Content-Length", str(len(answer.body)))
                    for name, value in answer.headers:
                        self.send_header(name, value)
                    self.end_headers()
                    self.wfile.write(answer.body)
                    self.wfile.flush()
                except OSError:
                    pass  # the client went away (a signal test)

        class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
            daemon_threads = True
            allow_reuse_address = True

        self.server = Server(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.release.set()
        self.server.shutdown()
        self.server.server_close()

    def url(self, path="/submit"):
        return f"http://127.0.0.1:{self.port}{path}"

    def wait_posts(self, n, timeout):
        """Waits until `n` POSTs arrived; returns them (or raises TimeoutError)."""
        with self.lock:
            ok = self.lock.wait_for(lambda: sum(1 for r in self.requests if r["method"] == "POST") >= n, timeout)
            if not ok:
                raise TimeoutError(f"the loopback server got no POST #{n} within {timeout} s")
            return [r for r in self.requests if r["method"] == "POST"]

    def posts(self):
        with self.lock:
            return [r for r in self.requests if r["method"] == "POST"]
