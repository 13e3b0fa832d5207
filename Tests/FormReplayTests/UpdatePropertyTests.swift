import FormShell
import Foundation
import TestSupport
import Testing

@testable import FormReplay

/// docs/contract.md, "Transcripts"'s three promises on random transcripts: a program's session is written as a
/// transcript (some lines as `{{...}}` or `{{any}}`), then the program's output is mutated
/// at random (lines changed, added, removed; reads dropped; the exit status changed) and
/// the transcript compared with the mutated run. Whatever happened:
/// - the diff holds both texts, and no expected line is left missing beside a `{{...}}`
///   that took lines, which could have been paired with it instead;
/// - the text of `NAME.t.actual` (and of `--update`) replays green against the run;
/// - that text keeps every typed line, in order — or, when the session ended before
///   reading some, the transcript fails and names exactly those.
///
/// The seed is fixed (`make test` runs the same cases every time); `FORMSH_PROPERTY_SEED`
/// picks another, and a failure names the seed and the case.
@Suite struct UpdatePropertyTests {
    static let seed: UInt64 = {
        if let text = FakeEnvironment.variable("FORMSH_PROPERTY_SEED"), let n = UInt64(text) { return n }
        return 0x23_2023
    }()

    @Test func theThreePromisesHoldOnRandomTranscripts() throws {
        var random = SplitMix64(seed: Self.seed)
        var failing = 0
        var unread = 0
        for n in 0..<600 {
            let program = Program.random(&random)
            let transcript = program.transcript(&random)
            let mutated = program.mutated(&random)
            let comparison = try check(transcript, against: mutated, case: "seed \(Self.seed), case \(n)")
            if !comparison.passed { failing += 1 }
            if !comparison.unreadInputs.isEmpty { unread += 1 }
        }
        // The cases cover what the promises are about: failures, and sessions that end early.
        #expect(failing > 300 && unread > 30, "\(failing) failing, \(unread) with unread typed lines")
    }

    @discardableResult
    func check(_ text: String, against program: Program, case label: String) throws -> Comparison {
        let transcript = try Transcript.parse(text, path: "p.t")
        let session = transcript.sessions[0]
        let result = program.run(
            Array(transcript.lines[session.body]).compactMap { line -> ScriptedLine? in
                guard case .input(let template) = line.kind else { return nil }
                return ScriptedLine(value: template.written)
            })
        let outcome = SessionOutcome(result)
        let comparison = Comparison(transcript: transcript, outcomes: [outcome])
        let context = Comment(
            rawValue: "\(label)\n--- transcript\n\(text)--- run\n\(result.output)[exit \(result.exitCode)]")
        // The diff holds both texts.
        let old = comparison.diff.lines.filter(\.isOld).map(\.text)
        let new = comparison.diff.lines.filter(\.isNew).map(\.text)
        #expect(old == transcript.lines.map(\.text), context)
        #expect(new.map { $0 + "\n" }.joined() == comparison.text, context)
        // No line is left missing beside a gap that took lines.
        let matcher = Matcher(
            expected: transcript.lines[session.expected].map(\.kind), actual: outcome.lines, endpoint: nil)
        let steps = matcher.align()
        for (i, step) in steps.enumerated() {
            guard case .missing = step else { continue }
            for j in [i - 1, i + 1] where steps.indices.contains(j) {
                if case .gap(_, let taken) = steps[j] {
                    #expect(taken.isEmpty, "a missing line beside a gap that took lines; \(context)")
                }
            }
        }
        // The run's text replays green, and keeps every typed line the session read, in order.
        let again = try Transcript.parse(comparison.text, path: "again.t")
        let replayed = Comparison(transcript: again, outcomes: [outcome])
        #expect(replayed.passed, "the .actual text does not replay green; \(context)")
        let typed = transcript.lines.filter { if case .input = $0.kind { true } else { false } }
        let kept = again.lines.filter { if case .input = $0.kind { true } else { false } }.map(\.text)
        let reads = outcome.lines.filter { if case .typed = $0 { true } else { false } }.count
        #expect(kept == typed.prefix(reads).map(\.text), context)
        #expect(comparison.unreadInputs.map(\.number) == typed.dropFirst(reads).map(\.number), context)
        #expect(comparison.passed == (comparison.text == text), context)
        return comparison
    }
}

/// A program that prints lines and reads lines, as a form session does.
struct Program {
    enum Step: Equatable {
        case output(String)
        case read
    }

    var steps: [Step]
    var exitCode: Int32

    /// Lines alike enough to make alignments ambiguous, and some that look like transcript syntax.
    static let vocabulary = [
        "p>", "q>", "  ✓", "  ✓ a", "  ✗ Wrong code", "  ✗ Wrong kode", "Header", "", "a", "b", "c",
        "> looks typed", "$ looks like a command", "[exit 0] or not", "{{any}}", "\\d", "Submitted in 12 ms",
        "x {{name}} y",
    ]

    static func random(_ r: inout SplitMix64) -> Program {
        var steps: [Step] = []
        for _ in 0..<r.below(6) {
            for _ in 0..<r.below(5) { steps.append(.output(r.pick(vocabulary))) }
            steps.append(.read)
        }
        for _ in 0..<r.below(4) { steps.append(.output(r.pick(vocabulary))) }
        return Program(steps: steps, exitCode: Int32(r.below(3)))
    }

    /// The session as its author would write it: the run's own lines, some runs of output
    /// lines as `{{...}}` and some lines with `{{any}}`.
    func transcript(_ r: inout SplitMix64) -> String {
        let inputs = (0..<steps.count).map { _ in ScriptedLine(value: r.pick(["1", "", ":submit", "x y", "Ada"])) }
        let lines = ActualLine.lines(of: run(inputs))
        var out = ["# A random session.", "$ formsh program"]
        var i = 0
        while i < lines.count {
            if case .output = lines[i], r.below(5) == 0 {
                while i < lines.count, case .output = lines[i], r.below(2) == 0 { i += 1 }
                if out.last != "{{...}}" { out.append("{{...}}") }
                continue
            }
            var line = lines[i].rendered(endpoint: nil)
            if case .output(let text) = lines[i], !text.isEmpty, r.below(6) == 0 {
                line = (text.first?.isLetter == true ? String(text.prefix(1)) : "") + "{{any}}"
            }
            out.append(line)
            i += 1
        }
        return out.map { $0 + "\n" }.joined()
    }

    /// The program with lines changed, added and removed, sometimes a read dropped (the
    /// session then ends before reading the rest) and the exit status changed.
    func mutated(_ r: inout SplitMix64) -> Program {
        var p = self
        for _ in 0..<r.below(4) {
            let at = r.below(p.steps.count + 1)
            switch r.below(6) {
            case 0, 1: p.steps.insert(.output(r.pick(Self.vocabulary)), at: at)
            case 2 where at < p.steps.count && p.steps[at] != .read: p.steps.remove(at: at)
            case 3 where at < p.steps.count && p.steps[at] != .read: p.steps[at] = .output(r.pick(Self.vocabulary))
            case 4 where r.below(3) == 0: if let last = p.steps.lastIndex(of: .read) { p.steps.removeSubrange(last...) }
            default: p.exitCode = r.below(4) == 0 ? Int32(r.below(3)) : p.exitCode
            }
        }
        return p
    }

    /// Runs with scripted input: each read prints the typed line as formsh's runner marks
    /// it; input that runs out ends the session with status 1, as end of input does.
    func run(_ input: [ScriptedLine]) -> SessionResult {
        var out = ""
        var next = 0
        for step in steps {
            switch step {
            case .output(let text): out += text + "\n"
            case .read:
                guard next < input.count else { return SessionResult(output: out, exitCode: 1, endpoint: nil) }
                out += "\u{1E}\(input[next].shown)\n"
                next += 1
            }
        }
        return SessionResult(output: out, exitCode: exitCode, endpoint: nil)
    }
}

extension DiffLine {
    var text: String {
        switch self {
        case .context(let t), .removed(let t), .added(let t): return t
        }
    }
}

/// The process's environment, read once (for a seed chosen from outside).
enum FakeEnvironment {
    static func variable(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }
}
