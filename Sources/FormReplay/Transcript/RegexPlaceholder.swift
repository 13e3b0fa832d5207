import FormCore

/// `{{re:REGEX}}` in an expected output line: a span of the actual line that the ICU
/// regex matches whole (as a `regex` rule does: `a|ab` matches `ab`), through FormCore's
/// compiled patterns, with their time limit.
///
/// The regex runs to the first `}}`; when more `}` follow, the placeholder closes at the
/// end of that run, so a quantifier can end the regex: `{{re:[0-9]{4}}}` is `[0-9]{4}`.
/// A regex that does not compile makes the line malformed, naming ICU's error.
public struct RegexPlaceholder: Sendable, Equatable {
    /// The regex as written.
    public let source: String
    let pattern: CompiledPattern

    static let open = Array("{{re:".utf8)
    private static let close = UInt8(ascii: "}")

    public static func == (a: RegexPlaceholder, b: RegexPlaceholder) -> Bool { a.source == b.source }

    /// The placeholder at `index` (where `{{` opens) and its length, or nil when none starts there.
    /// - Throws: `.badRegex` for an empty or unterminated regex, or one ICU refuses.
    static func parse(_ line: [UInt8], at index: Int) throws(TranscriptProblem) -> (RegexPlaceholder, length: Int)? {
        guard InlineSyntax.has(open, in: line, at: index) else { return nil }
        let start = index + open.count
        var end = start
        while end + 1 < line.count && !(line[end] == close && line[end + 1] == close) { end += 1 }
        guard end + 1 < line.count else {
            throw .badRegex(String(decoding: line[index...], as: UTF8.self), reason: "no closing }}")
        }
        var runEnd = end
        while runEnd < line.count && line[runEnd] == close { runEnd += 1 }
        let source = String(decoding: line[start..<(runEnd - 2)], as: UTF8.self)
        guard !source.isEmpty else { throw .badRegex("{{re:}}", reason: "empty regex") }
        switch CompiledPattern.compile(source) {
        case .success(let p):
            return (RegexPlaceholder(source: source, pattern: p), runEnd - index)
        case .failure(let e):
            throw .badRegex("{{re:\(source)}}", reason: "\(e.icuError) at offset \(e.offset)")
        }
    }

    /// Whether the regex matches these bytes (UTF-8) whole; a timeout is no match.
    func matches(_ bytes: ArraySlice<UInt8>) -> Bool {
        // A terminating zero keeps the buffer non-empty, so an empty span has an address too.
        let units = Array(String(decoding: bytes, as: UTF8.self).utf16) + [0]
        return units.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return pattern.matches(base, count: Int32(buffer.count - 1)) == .yes
        }
    }

    /// Marks every position reached by a span the regex matches whole, from a reachable
    /// position; spans start and end on character boundaries.
    /// - Parameter toEndOnly: the placeholder ends the line, so only spans to its end count.
    func advance(in line: [UInt8], from reach: [Bool], to next: inout [Bool], toEndOnly: Bool) -> Bool {
        let n = line.count
        func isBoundary(_ i: Int) -> Bool { i == n || line[i] & 0xC0 != 0x80 }
        var any = false
        for p in 0...n where reach[p] && isBoundary(p) {
            for q in (toEndOnly ? n : p)...n where !next[q] && isBoundary(q) && matches(line[p..<q]) {
                next[q] = true
                any = true
            }
        }
        return any
    }
}
