import TestSupport
import Testing

@testable import FormServe

/// Parses bytes in one go.
private func parse(_ text: String) -> ParseState {
    Array(text.utf8).withUnsafeBytes { HTTPParser.parse($0) }
}

private func parse(_ bytes: [UInt8]) -> ParseState {
    bytes.withUnsafeBytes { HTTPParser.parse($0) }
}

private func request(_ state: ParseState) -> (ParsedRequest, Int)? {
    if case .complete(let r, let consumed) = state { return (r, consumed) }
    return nil
}

@Suite struct HTTPParserTests {
    @Test func simpleGet() throws {
        let text =
            "GET /forms/delivery.json?v=2&x=%41 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nAccept:  application/json \r\n\r\n"
        let (r, consumed) = try #require(request(parse(text)))
        #expect(consumed == text.utf8.count)
        #expect(r.method == "GET")
        #expect(r.target == "/forms/delivery.json?v=2&x=%41")
        #expect(r.path == "/forms/delivery.json")
        #expect(r.query == "v=2&x=%41")
        #expect(r.minorVersion == 1)
        #expect(
            r.headers == [
                HTTPHeaderField(name: "Host", value: "127.0.0.1:8080"),
                HTTPHeaderField(name: "Accept", value: "application/json"),
            ])
        #expect(r.header("accept") == "application/json")
        #expect(r.header("ACCEPT") == "application/json")
        #expect(r.body.isEmpty)
        #expect(r.keepAlive)
        #expect(!r.expectsContinue)
    }

    @Test func postWithBody() throws {
        let body = #"{"delivery_type":"pickup"}"#
        let text = "POST /api/v1/delivery HTTP/1.1\r\nHost: a\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body
        let bytes = Array(text.utf8)
        let (r, consumed) = try #require(request(parse(bytes)))
        #expect(consumed == bytes.count)
        #expect(String(decoding: bytes[r.body], as: UTF8.self) == body)
    }

    @Test func bodyArrivesLater() {
        let head = "POST /x HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\n"
        #expect(parse(head) == .incomplete)
        #expect(parse(head + "abcd") == .incomplete)
        if case .complete(_, let consumed)? = Optional(parse(head + "abcde")) {
            #expect(consumed == head.utf8.count + 5)
        } else {
            Issue.record("expected a complete request")
        }
    }

    @Test func incrementalByteByByteMatchesOneShot() throws {
        let text = "\r\n\r\nPUT /a/b%20c HTTP/1.0\r\nHost: x\r\nContent-Length: 3\r\nConnection: keep-alive\r\n\r\nxyz"
        let bytes = Array(text.utf8)
        var parser = HTTPParser()
        for n in 1..<bytes.count {
            let state = bytes[..<n].withUnsafeBytes { parser.parse($0) }
            #expect(state == .incomplete, "prefix of \(n) bytes")
        }
        let last = bytes.withUnsafeBytes { parser.parse($0) }
        #expect(last == parse(bytes))
        let (r, consumed) = try #require(request(last))
        #expect(consumed == bytes.count)
        #expect(r.method == "PUT")
        #expect(r.path == "/a/b c")
        #expect(r.minorVersion == 0)
        #expect(r.keepAlive)
    }

    @Test func pipelinedRequests() throws {
        let one = "POST /a HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\n\r\n{}"
        let two = "GET /b HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n"
        let bytes = Array((one + two).utf8)
        var parser = HTTPParser()
        let (first, consumed) = try #require(request(bytes.withUnsafeBytes { parser.parse($0) }))
        #expect(first.path == "/a")
        #expect(consumed == one.utf8.count)
        parser.reset()
        let (second, rest) = try #require(request(Array(bytes[consumed...]).withUnsafeBytes { parser.parse($0) }))
        #expect(second.path == "/b")
        #expect(rest == two.utf8.count)
        #expect(!second.keepAlive)
    }

    @Test func connectionSemantics() throws {
        let (old, _) = try #require(request(parse("GET / HTTP/1.0\r\n\r\n")))
        #expect(!old.keepAlive)
        let (oldKept, _) = try #require(request(parse("GET / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n")))
        #expect(oldKept.keepAlive)
        let (closing, _) = try #require(request(parse("GET / HTTP/1.1\r\nHost: a\r\nConnection: foo, close\r\n\r\n")))
        #expect(!closing.keepAlive)
    }

    @Test func targetForms() throws {
        let (absolute, _) = try #require(
            request(parse("GET http://127.0.0.1:9/forms/x.json?q=1 HTTP/1.1\r\nHost: a\r\n\r\n")))
        #expect(absolute.path == "/forms/x.json")
        #expect(absolute.query == "q=1")
        let (bare, _) = try #require(request(parse("GET http://127.0.0.1:9 HTTP/1.1\r\nHost: a\r\n\r\n")))
        #expect(bare.path == "/")
        let (star, _) = try #require(request(parse("OPTIONS * HTTP/1.1\r\nHost: a\r\n\r\n")))
        #expect(star.path == "*")
        let (encoded, _) = try #require(request(parse("GET /forms/%2e%2e/x%C3%A9 HTTP/1.1\r\nHost: a\r\n\r\n")))
        #expect(encoded.path == "/forms/../xé")
    }

    @Test func expectContinueIsVisibleBeforeTheBody() throws {
        let head = "POST /x HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\n"
        var parser = HTTPParser()
        let state = Array(head.utf8).withUnsafeBytes { parser.parse($0) }
        #expect(state == .incomplete)
        let pending = try #require(parser.pendingHead)
        #expect(pending.expectsContinue)
        #expect(
            Array((head + "abcd").utf8).withUnsafeBytes { parser.parse($0) }
                == .complete(pending, consumed: head.utf8.count + 4))
    }

    @Test func repeatedEqualContentLengthsAreAccepted() throws {
        let (r, consumed) = try #require(
            request(parse("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\nContent-Length: 2, 2\r\n\r\nok")))
        #expect(r.body.count == 2)
        #expect(consumed == r.body.upperBound)
    }

    @Test func bodyOfExactlyTheLimitIsAccepted() {
        let head = "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: \(HTTPParser.defaultMaxBodyBytes)\r\n\r\n"
        #expect(parse(head) == .incomplete)
        let full = Array(head.utf8) + [UInt8](repeating: 0x61, count: HTTPParser.defaultMaxBodyBytes)
        #expect(request(parse(full)) != nil)
    }

    typealias Malformed = (input: String, status: Int, reason: String)
    static let malformed: [Malformed] = [
        ("GET / HTTP/1.1\nHost: a\n\n", 400, HTTPParser.Reason.bareLF),
        ("GET / HTTP/1.1\rHost: a\r\n\r\n", 400, HTTPParser.Reason.bareCR),
        ("GET / HTTP/1.1\r\nHost: a\r\r\n\r\n", 400, HTTPParser.Reason.bareCR),
        ("GET  / HTTP/1.1\r\nHost: a\r\n\r\n", 400, HTTPParser.Reason.badRequestLine),
        ("GET /\r\n\r\n", 400, HTTPParser.Reason.badRequestLine),
        ("GET / HTTP/1.1 extra\r\n\r\n", 400, HTTPParser.Reason.badRequestLine),
        ("G(T / HTTP/1.1\r\n", 400, HTTPParser.Reason.badMethod),
        ("G(T", 400, HTTPParser.Reason.badMethod),
        ("\u{16}\u{03}\u{01}\u{02}", 400, HTTPParser.Reason.badMethod),
        ("GET\u{0}", 400, HTTPParser.Reason.nul),
        ("GET / HTTP/2.0\r\nHost: a\r\n\r\n", 505, HTTPParser.Reason.unsupportedVersion),
        ("GET / HTTX/1.1\r\nHost: a\r\n\r\n", 400, HTTPParser.Reason.badVersion),
        ("GET / HTTP/1.10\r\nHost: a\r\n\r\n", 400, HTTPParser.Reason.badVersion),
        ("GET nopath HTTP/1.1\r\nHost: a\r\n\r\n", 400, HTTPParser.Reason.badTarget),
        ("GET * HTTP/1.1\r\nHost: a\r\n\r\n", 400, HTTPParser.Reason.badTarget),
        ("GET /a#frag HTTP/1.1\r\nHost: a\r\n\r\n", 400, HTTPParser.Reason.badTarget),
        ("GET /a%zz HTTP/1.1\r\nHost: a\r\n\r\n", 400, HTTPParser.Reason.badEncoding),
        ("GET /a%00 HTTP/1.1\r\nHost: a\r\n\r\n", 400, HTTPParser.Reason.badEncoding),
        ("GET /a%ff HTTP/1.1\r\nHost: a\r\n\r\n", 400, HTTPParser.Reason.badEncoding),
        ("GET / HTTP/1.1\r\nHost: a\r\nX-A: 1\r\n  folded\r\n\r\n", 400, HTTPParser.Reason.folding),
        ("GET / HTTP/1.1\r\nHost : a\r\n\r\n", 400, HTTPParser.Reason.badHeader),
        ("GET / HTTP/1.1\r\nHost: a\r\nNoColon\r\n\r\n", 400, HTTPParser.Reason.badHeader),
        ("GET / HTTP/1.1\r\nHost: a\r\n: empty\r\n\r\n", 400, HTTPParser.Reason.badHeader),
        ("GET / HTTP/1.1\r\nHost: a\r\nX-A: b\u{1}c\r\n\r\n", 400, HTTPParser.Reason.badHeaderValue("X-A")),
        ("GET / HTTP/1.1\r\n\r\n", 400, HTTPParser.Reason.missingHost),
        ("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400, HTTPParser.Reason.duplicateHost),
        ("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n", 411, HTTPParser.Reason.chunked),
        ("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: gzip\r\n\r\n", 501, HTTPParser.Reason.unsupportedEncoding),
        (
            "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n", 400,
            HTTPParser.Reason.lengthAndEncoding
        ),
        ("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: abc\r\n\r\n", 400, HTTPParser.Reason.badLength),
        ("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: -1\r\n\r\n", 400, HTTPParser.Reason.badLength),
        ("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: \r\n\r\n", 400, HTTPParser.Reason.badLength),
        ("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 5, 6\r\n\r\n", 400, HTTPParser.Reason.conflictingLengths),
        (
            "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n", 400,
            HTTPParser.Reason.conflictingLengths
        ),
        ("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1048577\r\n\r\n", 413, HTTPParser.Reason.bodyTooLarge(1 << 20)),
        (
            "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 99999999999999999999999\r\n\r\n", 413,
            HTTPParser.Reason.bodyTooLarge(1 << 20)
        ),
        ("POST / HTTP/1.1\r\nHost: a\r\nExpect: the-unexpected\r\n\r\n", 417, HTTPParser.Reason.expectation),
    ]

    @Test(arguments: malformed)
    func malformedInput(_ m: Malformed) {
        #expect(parse(m.input) == .error(status: m.status, reason: m.reason), "\(m.input.debugDescription)")
    }

    @Test func headTooLarge() {
        let big =
            "GET / HTTP/1.1\r\nHost: a\r\nX-Big: " + String(repeating: "a", count: HTTPParser.defaultMaxHeaderBytes)
        #expect(
            parse(big) == .error(status: 431, reason: HTTPParser.Reason.headTooLarge(HTTPParser.defaultMaxHeaderBytes)))
        // Just under the limit is fine.
        let fits =
            "GET / HTTP/1.1\r\nHost: a\r\nX-Big: "
            + String(repeating: "a", count: HTTPParser.defaultMaxHeaderBytes - 100) + "\r\n\r\n"
        #expect(request(parse(fits)) != nil)
    }

    @Test func tooManyHeaders() {
        var text = "GET / HTTP/1.1\r\nHost: a\r\n"
        for i in 0..<HTTPParser.maxHeaderCount { text += "X-\(i): v\r\n" }
        #expect(
            parse(text + "\r\n")
                == .error(status: 431, reason: HTTPParser.Reason.tooManyHeaders(HTTPParser.maxHeaderCount)))
    }

    @Test func customLimits() {
        var parser = HTTPParser(maxHeaderBytes: 64, maxBodyBytes: 4)
        let state = Array("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\n".utf8).withUnsafeBytes {
            parser.parse($0)
        }
        #expect(state == .error(status: 413, reason: HTTPParser.Reason.bodyTooLarge(4)))
        var small = HTTPParser(maxHeaderBytes: 16)
        let long = Array("GET /aaaaaaaaaaaaaaaaaaaaa HTTP/1.1\r\n".utf8).withUnsafeBytes { small.parse($0) }
        #expect(long == .error(status: 431, reason: HTTPParser.Reason.headTooLarge(16)))
    }

    /// Random and mutated input never traps, and feeding it in pieces gives the same
    /// verdict as feeding it whole (a cheap, deterministic stand-in for the fuzz target).
    @Test func fuzzedInputIsHandled() {
        var rng = SplitMix64(seed: 0x5EED)
        let seeds = [
            "POST /api/v1/delivery HTTP/1.1\r\nHost: a\r\nContent-Length: 4\r\n\r\n{}{}",
            "GET /forms/x.json HTTP/1.0\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\n\r\n",
        ].map { Array($0.utf8) }
        let alphabet: [UInt8] = Array("\r\n :/%0aZ\u{7f}".utf8) + [0, 0x80, 0xFF]
        for round in 0..<3000 {
            var bytes = seeds[(round / 3) % seeds.count]
            switch round % 3 {
            case 0:
                for _ in 0..<(1 + Int(rng.next() % 4)) {
                    bytes[Int(rng.next() % UInt64(bytes.count))] = alphabet[Int(rng.next() % UInt64(alphabet.count))]
                }
            case 1:
                bytes = (0..<Int(rng.next() % 200)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            default:
                bytes = Array(bytes.prefix(Int(rng.next() % UInt64(bytes.count + 1))))
            }
            let whole = parse(bytes)
            var parser = HTTPParser()
            var state = ParseState.incomplete
            var n = 0
            while n < bytes.count {
                n = min(bytes.count, n + 1 + Int(rng.next() % 7))
                state = bytes[..<n].withUnsafeBytes { parser.parse($0) }
                if state != .incomplete { break }
            }
            // The first verdict on a growing prefix is the verdict on the whole.
            #expect(state == whole, "round \(round): \(bytes)")
        }
    }
}
