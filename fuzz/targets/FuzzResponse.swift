// Target `response`: how the client reads the server's answer — status and body through
// ResponseClassifier.classify(status:body:masker:), then what the shell does next: a screen is
// loaded, a route resolved (blocked schemes stay blocked), field errors read.
//
// Input: bytes 0–1 the status (big-endian, mod 1000); the rest the body.
// Invariants: a snippet is at most 300 characters with no control or bidi characters;
// a route whose scheme is not app/https/http-on-loopback never resolves to a load.
import FormCore

/// No session scope is ever open here, so it masks card numbers only.
let masker = SecretMasker()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResponse(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var r = ByteReader(fuzzBytes(data, size))
    let status = (Int(r.byte()) << 8 | Int(r.byte())) % 1000
    let body = r.rest()
    let outcome = body.withUnsafeBytes { ResponseClassifier.classify(status: status, body: $0, masker: masker) }
    switch outcome {
    case .screen(let object):
        if let form = try? FormLoader.load(json: .object(object)) { _ = form.fields.count }
    case .navigate(let route):
        for origin in ["http://127.0.0.1:8080", "https://example.test/"] {
            let target = RouteTarget.resolve(route: route, endpointOrigin: origin)
            _ = target.message
            if case .load(let url) = target {
                let scheme = url.prefix { $0 != ":" }.lowercased()
                invariant(
                    scheme == "https" || scheme == "http"
                        || url.hasPrefix(origin.hasSuffix("/") ? String(origin.dropLast()) : origin),
                    "route \(route.debugDescription) resolves to a load of \(url.debugDescription)")
                if scheme == "http" && !url.hasPrefix("http://127.0.0.1:8080") {
                    let host = URLParts(url)?.host ?? ""
                    invariant(
                        Loopback.isLoopback(host: host),
                        "route \(route.debugDescription) loads non-loopback http \(url.debugDescription)")
                }
            }
        }
    case .navigation(let c): _ = c.rawValue
    case .completed(let s): invariant((200...299).contains(s), "completed with status \(s)")
    case .fieldErrors(let fields, let formErrors): _ = fields.count + formErrors.count
    case .httpError(_, let snippet):
        invariant(snippet.count <= ResponseClassifier.snippetLimit, "snippet of \(snippet.count) characters")
        for s in snippet.unicodeScalars {
            let v = s.value
            invariant(
                !(v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x200E || v == 0x200F || (0x202A...0x202E).contains(v)
                    || (0x2066...0x2069).contains(v)),
                "snippet keeps control character U+\(String(v, radix: 16))")
        }
    }
    // The same body as an endpoint or a route given by a user (`--endpoint`, `:endpoint`).
    if body.count < 2048, let text = String(validating: body, as: UTF8.self) {
        _ = EndpointResolver.origin(of: text)
        _ = RouteTarget.resolve(route: text, endpointOrigin: "http://127.0.0.1:1")
        _ = NavigationCommand(route: text)
    }
    return 0
}
