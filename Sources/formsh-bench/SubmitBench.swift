import FormCore
import FormServe
import FormSubmit
import Foundation

/// One submission round trip on loopback: formsh's libcurl client posting a payload to
/// the mock backend (which validates it with the form's rules), beside the `curl` tool
/// posting the same body to the same server in the same run (its `time_total`, which
/// leaves out the process start).
struct SubmitBench: BenchSection {
    let id = "submit"
    let title = "Submission round trip"
    let samples = 200

    struct CurlMissing: Error, CustomStringConvertible {
        var description: String { "curl is not installed: the comparison needs it (apt-get install curl)" }
    }

    func run(_ repo: BenchRepo) throws -> String {
        let server = MockServer(formsDirectory: repo.root.appendingPathComponent("forms").path)
        try server.start()
        defer { server.stop() }
        let url = server.url + "/api/v1/delivery"
        let body = Array(
            #"{"delivery_type":"courier","address":"Toshkent, Chilonzor 5-uy","comment":"Eshik oldida"}"#.utf8)

        func post(_ client: HTTPClient) throws {
            let response = try body.withUnsafeBytes { b in
                try client.send(HTTPRequest(method: .post, url: url, headers: [("Idempotency-Key", "bench")], body: b))
            }
            guard response.status == 200 else { throw BenchFailure(message: "mock answered HTTP \(response.status)") }
        }
        let fresh = try Measure.median(samples: samples, warmUp: 5) { try post(HTTPClient(userAgent: "formsh-bench")) }
        let reused = HTTPClient(userAgent: "formsh-bench")
        let keepAlive = try Measure.median(samples: samples, warmUp: 5) { try post(reused) }
        let curl = try curlMedian(url: url, body: body)

        let ratio = fresh.milliseconds / curl
        return """
            | client | connection | median round trip |
            | --- | --- | ---: |
            | formsh (libcurl \(HTTPClient.libcurlVersion)) | new per request | \(fixed(fresh.milliseconds, 3)) ms |
            | formsh | kept alive (as a session does) | \(fixed(keepAlive.milliseconds, 3)) ms |
            | curl tool (`time_total`) | new per request | \(fixed(curl, 3)) ms |
            | ratio formsh / curl (new connections) | | \(fixed(ratio, 2))× |

            \(samples) samples each; the mock validates every payload against forms/delivery.json.

            """
    }

    /// Median of curl's own `time_total` over `samples` runs.
    private func curlMedian(url: String, body: [UInt8]) throws -> Double {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/curl") else { throw CurlMissing() }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("formsh-bench-body-\(getpid()).json")
        try Data(body).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var times: [Double] = []
        for i in 0..<(samples + 5) {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
            p.arguments = [
                "-s", "-o", "/dev/null", "-w", "%{http_code} %{time_total}", "-H", "Content-Type: application/json",
                "-H", "Accept: application/json", "-H", "Idempotency-Key: bench", "--data-binary", "@" + file.path, url,
            ]
            let pipe = Pipe()
            p.standardOutput = pipe
            try p.run()
            let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            p.waitUntilExit()
            let parts = out.split(separator: " ")
            guard parts.count == 2, parts[0] == "200", let seconds = Double(parts[1]) else {
                throw BenchFailure(message: "curl: unexpected output \(out)")
            }
            if i >= 5 { times.append(seconds * 1000) }
        }
        times.sort()
        return times[times.count / 2]
    }
}

struct BenchFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
