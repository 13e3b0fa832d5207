import FormCore
import Testing

@testable import FormSubmit

/// What each libcurl failure is called (docs/contract.md, "Submission": `No connection to HOST: reason`), from
/// the failure Native.swift reads off the handle; no network.
@Suite struct CurlErrorTests {
    static func exchange(timeout: Double = 30, connectTimeout: Double = 5) throws -> CurlExchange {
        let url = try #require(CurlURL("https://forms.example:8443/api"))
        return CurlExchange(
            method: .post, url: url, urlText: "https://forms.example:8443/api", hostLabel: "forms.example:8443",
            headerLines: [], body: nil, timeout: timeout, connectTimeout: connectTimeout,
            caCertificatePath: nil, allowProxy: true)
    }

    static func failure(
        _ kind: CurlFailure.Kind, _ system: CurlFailure.SystemError = .other, detail: String = "",
        connectSeconds: Double = 0
    ) -> CurlFailure {
        CurlFailure(
            kind: kind, systemError: system, detail: detail, codeText: "Some libcurl text",
            connectSeconds: connectSeconds)
    }

    static let host = "forms.example:8443"

    @Test(
        arguments: [
            (failure(.outOfMemory), HTTPClientError.connection(host: host, reason: "out of memory")),
            (failure(.abortedByCallback), .connection(host: host, reason: "transfer aborted")),
            (failure(.fileSizeExceeded), .bodyTooLarge(limit: 100)),
            (failure(.writeError), .connection(host: host, reason: "Some libcurl text")),
            (failure(.timedOut), .timeout(host: host, seconds: 5)),
            (failure(.timedOut, connectSeconds: 0.2), .timeout(host: host, seconds: 30)),
            (failure(.hostNotFound), .connection(host: host, reason: "host not found")),
            (failure(.proxyNotFound), .connection(host: host, reason: "proxy not found")),
            (failure(.couldNotConnect, .connectionRefused), .connection(host: host, reason: "connection refused")),
            (failure(.couldNotConnect, .networkUnreachable), .connection(host: host, reason: "network unreachable")),
            (failure(.couldNotConnect, .hostUnreachable), .connection(host: host, reason: "host unreachable")),
            (failure(.couldNotConnect, .connectionReset), .connection(host: host, reason: "could not connect")),
            (failure(.gotNothing), .connection(host: host, reason: "server closed the connection without answering")),
            (failure(.sendFailed, .connectionReset), .connection(host: host, reason: "connection reset")),
            (failure(.receiveFailed, .brokenPipe), .connection(host: host, reason: "server closed the connection")),
            (failure(.sendFailed), .connection(host: host, reason: "sending failed")),
            (failure(.receiveFailed), .connection(host: host, reason: "receiving failed")),
            (
                failure(.partialFile),
                .connection(host: host, reason: "connection closed before the whole answer arrived")
            ),
            (failure(.notHTTP), .connection(host: host, reason: "the answer is not valid HTTP")),
            (failure(.malformedURL), .invalidURL("https://forms.example:8443/api")),
            (
                failure(.certificateNotTrusted, detail: "SSL certificate problem"),
                .tls(host: host, reason: "certificate not trusted (SSL certificate problem)")
            ),
            (failure(.caFileUnreadable), .tls(host: host, reason: "cannot read the CA file")),
            (failure(.tlsHandshake), .tls(host: host, reason: "handshake failed")),
            (failure(.other), .connection(host: host, reason: "Some libcurl text")),
        ] as [(CurlFailure, HTTPClientError)])
    func namesEachFailure(failure: CurlFailure, expected: HTTPClientError) throws {
        let state = CurlTransfer(bodyLimit: 100, headerLimit: 100, progress: nil)
        #expect(CurlEasy.error(for: failure, exchange: try Self.exchange(), state: state) == expected)
    }

    @Test func whatTheTransferSawDecidesAnAbortAndAWriteError() throws {
        let state = CurlTransfer(bodyLimit: 100, headerLimit: 64, progress: nil)
        state.cancelled = true
        #expect(
            CurlEasy.error(for: Self.failure(.abortedByCallback), exchange: try Self.exchange(), state: state)
                == .cancelled)
        state.headersOverLimit = true
        #expect(
            CurlEasy.error(for: Self.failure(.writeError), exchange: try Self.exchange(), state: state)
                == .headersTooLarge(limit: 64))
        state.bodyOverLimit = true
        #expect(
            CurlEasy.error(for: Self.failure(.writeError), exchange: try Self.exchange(), state: state)
                == .bodyTooLarge(limit: 100))
    }
}
