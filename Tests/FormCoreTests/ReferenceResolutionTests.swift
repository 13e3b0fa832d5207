import Foundation
import Testing

@testable import FormCore

/// Endpoints resolve as Foundation's `URL(string:relativeTo:)` resolved them, and route
/// parts decode as `removingPercentEncoding` decoded them.
@Suite struct ReferenceResolutionTests {
    static let bases = [
        "https://forms.example/forms/loan.json", "http://127.0.0.1:8080", "https://staging.example/app/",
        "https://a/b/c/d;p?q", "HTTP://Host.Example:81/x/y",
    ]
    static let references = [
        "/api/v1/loan/apply", "apply", "../api/apply", "api/apply", "g", "./g", "g/", "//g", "?y", "g?y", "#s", "g#s",
        "g?y#s", ";x", "g;x", "", ".", "./", "..", "../", "../..", "../../", "../../g", "../../../g", "/./g", "/../g",
        "g.", ".g", "g..", "..g", "./../g", "./g/.", "g/./h", "g/../h", "g;x=1/./y", "g;x=1/../y", "g?y/./x",
        "g#s/../x", "http:g", "a b", "/x?a=b c", "%zz", "%41", "ünï", "/api/ü", "//other.example:8443/p",
    ]

    @Test(arguments: bases)
    func resolutionIsFoundations(base: String) {
        for reference in Self.references {
            let foundation = URL(string: base).flatMap { URL(string: reference, relativeTo: $0) }?.absoluteString
            #expect(ReferenceResolution.resolve(reference, against: base) == foundation, "\(reference) against \(base)")
        }
    }

    @Test func aBaseWithoutSchemeResolvesNothing() {
        #expect(ReferenceResolution.resolve("/api", against: "forms/loan.json") == nil)
    }

    @Test(arguments: [
        "a%20b", "%", "%4", "%zz", "%C3%A9", "%c3%a9", "%FF", "+", "/x%2Fy", "#/a%7E1", "", "plain", "%25",
    ])
    func percentDecodingIsFoundations(text: String) {
        #expect(PercentDecoding.decode(text) == text.removingPercentEncoding)
    }
}
