#!/usr/bin/env python3
"""Server soak: `formsh serve` answers N requests from C concurrent clients on loopback,
each answer checked; the server's VmRSS after the first `--warmup` requests and at the
end must differ by less than 10%.

    python3 serve_load.py FORMSH [--requests 10000] [--clients 20] [--warmup 1000]

Each client keeps its connection alive and opens a new one every 25 requests, and sends,
in turn: GET /forms/delivery.json (200), a valid delivery payload (200), an invalid one
(422), a valid loan payload (200), GET of a missing form (404), a request for a path
outside the forms folder (403), and a malformed request (400, connection closed by the
server). Any other status, a connection error or a wrong body is an error.
"""
import argparse
import json
import os
import re
import socket
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))

LOAN = json.dumps({"user_phone": "+998901234567", "full_name": "Ali Valiyev", "passport": "AA1234567",
                   "amount": 1000000, "term_months": 12, "income_source": "salary", "employer": "Acme",
                   "purposes": ["home"], "insurance": False, "agree_terms": True}).encode()


def post(path, body):
    return (b"POST %s HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n"
            % (path, len(body)) + body)


def get(path):
    return b"GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n" % path


REQUESTS = [
    (get(b"/forms/delivery.json"), 200, b'"screenId"', False),
    (post(b"/api/v1/delivery", b'{"delivery_type":"pickup","comment":"soak"}'), 200, b'"status":"ok"', False),
    (post(b"/api/v1/delivery", b'{"delivery_type":"courier"}'), 422, b'"address"', False),
    (post(b"/api/v1/loan/apply", LOAN), None, b"", False),  # 200 or 422 by the loan form's own rules: checked once below
    (get(b"/forms/no_such_form.json"), 404, b"error", False),
    (get(b"/forms/%2e%2e/%2e%2e/etc/passwd"), 403, b"error", False),
    (b"BROKEN\r\n\r\n", 400, b"error", True),
]


def rss_kb(pid):
    try:
        with open("/proc/%d/status" % pid) as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        return None


class Conn:
    def __init__(self, port):
        self.port = port
        self.s = None
        self.buf = b""

    def open(self):
        self.close()
        self.s = socket.create_connection(("127.0.0.1", self.port), timeout=15)
        self.buf = b""

    def close(self):
        if self.s:
            try:
                self.s.close()
            except OSError:
                pass
        self.s = None

    def exchange(self, data):
        if self.s is None:
            self.open()
        self.s.sendall(data)
        while b"\r\n\r\n" not in self.buf:
            chunk = self.s.recv(65536)
            if not chunk:
                raise ConnectionError("closed before the head of the answer")
            self.buf += chunk
        head, _, rest = self.buf.partition(b"\r\n\r\n")
        lines = head.split(b"\r\n")
        status = int(lines[0].split(b" ")[1])
        length = 0
        close = False
        for line in lines[1:]:
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"content-length":
                length = int(value.strip())
            if name.strip().lower() == b"connection" and value.strip().lower() == b"close":
                close = True
        while len(rest) < length:
            chunk = self.s.recv(65536)
            if not chunk:
                raise ConnectionError("closed in the middle of the body")
            rest += chunk
        body, self.buf = rest[:length], rest[length:]
        if close:
            self.close()
        return status, body


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("formsh")
    ap.add_argument("--requests", type=int, default=10000)
    ap.add_argument("--clients", type=int, default=20)
    ap.add_argument("--warmup", type=int, default=1000)
    ap.add_argument("--only", type=int, help="send only request kind N (0-6), to find which one leaks")
    ap.add_argument("--no-keepalive", action="store_true", help="a new connection for every request")
    a = ap.parse_args()

    log = open(os.devnull, "wb")
    server = subprocess.Popen([a.formsh, "serve", "--port", "0", "--forms", "forms"], cwd=ROOT,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    first = server.stdout.readline().decode("utf-8", "replace")
    m = re.search(r"http://127\.0\.0\.1:(\d+)", first)
    if not m:
        print("serve soak: FAIL: formsh serve did not start: " + first.strip())
        server.kill()
        sys.exit(1)
    port = int(m.group(1))
    # Drain the request log (one line per request) so that the server never blocks on it.
    served_lines = [0]

    def drain():
        for _ in server.stdout:
            served_lines[0] += 1
    threading.Thread(target=drain, daemon=True).start()

    # The loan payload's expected status, asked once.
    c = Conn(port)
    loan_status, _ = c.exchange(REQUESTS[3][0])
    c.close()

    lock = threading.Lock()
    done = [0]
    errors = []
    by_status = {}
    rss = {}
    samples = []
    per_client = a.requests // a.clients

    def client(n):
        conn = Conn(port)
        for i in range(per_client):
            data, want, needle, _ = REQUESTS[a.only if a.only is not None else (n + i) % len(REQUESTS)]
            if want is None:
                want = loan_status
            if i % 25 == 0 or a.no_keepalive:
                conn.close()
            try:
                status, body = conn.exchange(data)
                if status != want or needle not in body:
                    raise ValueError("status %d body %r, expected %d with %r" % (status, body[:80], want, needle))
            except Exception as e:  # noqa: BLE001 — every failure is reported
                with lock:
                    errors.append("client %d request %d: %s: %s" % (n, i, type(e).__name__, e))
                conn.close()
                continue
            with lock:
                done[0] += 1
                by_status[status] = by_status.get(status, 0) + 1
                if done[0] == a.warmup:
                    rss["warm"] = rss_kb(server.pid)
                if done[0] % max(1, a.requests // 10) == 0:
                    samples.append((done[0], rss_kb(server.pid)))
        conn.close()

    started = time.time()
    threads = [threading.Thread(target=client, args=(n,)) for n in range(a.clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    elapsed = time.time() - started
    time.sleep(0.3)
    rss["end"] = rss_kb(server.pid)
    alive = server.poll() is None
    server.terminate()
    try:
        server.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait()

    problems = []
    if errors:
        problems.append("%d request(s) failed; first: %s" % (len(errors), errors[0]))
    if not alive:
        problems.append("formsh serve exited during the soak")
    growth = None
    if rss.get("warm") and rss.get("end"):
        growth = (rss["end"] - rss["warm"]) * 100.0 / rss["warm"]
        if abs(growth) >= 10:
            problems.append("VmRSS went from %d kB (after %d requests) to %d kB: %+.1f%%" % (rss["warm"], a.warmup, rss["end"], growth))
    else:
        problems.append("could not read the server's VmRSS")
    total = per_client * a.clients
    print("serve soak: %d requests from %d clients in %.1f s (%.0f/s); answers by status: %s" %
          (done[0], a.clients, elapsed, done[0] / max(elapsed, 0.001), dict(sorted(by_status.items()))))
    print("serve soak: VmRSS %s kB after %d requests, %s kB at the end (%s)" %
          (rss.get("warm"), a.warmup, rss.get("end"), "n/a" if growth is None else "%+.2f%%" % growth))
    print("serve soak: VmRSS by requests answered: " + ", ".join("%d: %s kB" % x for x in samples))
    for problem in problems:
        print("serve soak: FAIL: " + problem)
    print("SOAK-SERVE " + json.dumps({"requests": total, "answered": done[0], "clients": a.clients, "elapsed_s": round(elapsed, 1),
                                      "rss_kb_after_warmup": rss.get("warm"), "rss_kb_end": rss.get("end"),
                                      "rss_growth_pct": None if growth is None else round(growth, 2),
                                      "rss_samples": samples, "errors": len(errors), "problems": problems}))
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
