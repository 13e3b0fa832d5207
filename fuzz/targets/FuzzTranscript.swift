// Target `transcript`: the transcript parser (compiled into this module with the
// FormReplay files it needs), the line matcher and the diff alignment.
//
// Input: a transcript file; optionally "\n===\n" and a session's "actual output"
// (U+001E marks a typed line, as SessionResult does).
// Invariants:
// - record → replay: any output line, written as the recorder writes it, reads back
//   as an output line that matches the original;
// - the matcher and the diff agree: the alignment has no change exactly when the
//   actual lines match (within the alignment's table bound).
import Foundation

let fuzzEndpoint = "http://127.0.0.1:40123"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTranscript(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let (text, actualText) = splitOnce(fuzzBytes(data, size), Array("\n===\n".utf8))

    var expected: [TranscriptLine.Kind] = []
    switch Result(catching: { () throws(TranscriptError) in try Transcript.parse(bytes: text, path: "fuzz.t") }) {
    case .success(let t):
        for s in t.sessions {
            _ = s.body
            expected = t.lines[s.expected].map(\.kind)
        }
        for line in t.lines {
            if case .input(let template) = line.kind { _ = template.value(in: ["HOME": "/root", "X": "{{env:X}}"]) }
        }
    case .failure(let e):
        _ = e.description
    }

    // Record → replay for every line of the input that is valid UTF-8 without CR.
    for raw in text.split(separator: 0x0A).prefix(200) where !raw.contains(0x0D) {
        guard let line = String(validating: raw, as: UTF8.self) else { continue }
        for endpoint in [nil, fuzzEndpoint] as [String?] {
            let written = TranscriptSyntax.outputLine(actual: line, endpoint: endpoint)
            switch Result(catching: { () throws(TranscriptProblem) in
                try Transcript.classify(written, inSession: true, sessionStart: 1)
            }) {
            case .success(.output(let p)):
                invariant(
                    p.matches(line, endpoint: endpoint),
                    "recorded line does not replay: actual \(line.debugDescription) written \(written.debugDescription)"
                )
            case .success(let other):
                invariant(
                    false,
                    "recorded output line reads back as \(other): actual \(line.debugDescription) written \(written.debugDescription)"
                )
            case .failure(let e):
                invariant(
                    false,
                    "recorded output line does not parse (\(e)): actual \(line.debugDescription) written \(written.debugDescription)"
                )
            }
        }
        let typed = TranscriptSyntax.inputLine(written: line)
        if case .success(let k) = Result(catching: { () throws(TranscriptProblem) in
            try Transcript.classify(typed, inSession: true, sessionStart: 1)
        }) {
            if case .input = k {
            } else {
                // Open bug transcript-grapheme-prefix: `hasPrefix("> ")` compares Characters,
                // so a typed value starting with a combining mark reads back as output.
                let known = !typed.hasPrefix("> ") && typed.utf8.starts(with: "> ".utf8)
                if !tolerateOpenBug("transcript-grapheme-prefix", known) {
                    invariant(false, "recorded input line reads back as \(k): \(typed.debugDescription)")
                }
            }
        }
    }

    // Matcher vs alignment.
    if !expected.isEmpty {
        let actual = ActualLine.lines(
            of: SessionResult(
                output: String(decoding: actualText, as: UTF8.self),
                exitCode: expected.last.flatMap { if case .exit(let c) = $0 { return c } else { return nil } } ?? 0,
                endpoint: fuzzEndpoint))
        let m = Matcher(expected: expected, actual: actual, endpoint: fuzzEndpoint)
        if (expected.count + 1) * (actual.count + 1) <= m.maximumCells {
            let same = m.matches()
            let steps = m.align()
            invariant(
                same == !steps.contains(where: \.isChange),
                "matcher says \(same ? "match" : "no match") but the alignment has \(steps.filter(\.isChange).count) changes"
            )
        }
    }
    return 0
}
