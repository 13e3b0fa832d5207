/// One expected output line: literal text and placeholders, matched against one actual
/// line after trailing blanks are trimmed from both.
///
/// Placeholders: `{{endpoint}}` (the session's mock URL, exactly), `{{ms}}` (a duration:
/// digits, optionally `.` and more digits), `{{any}}` (any text, also none),
/// `{{re:REGEX}}` (a span that the ICU regex matches whole; see `RegexPlaceholder`). A
/// line may hold several. Matching walks the set of reachable positions in the actual
/// line, one segment at a time, so it costs O(segments × length × literal length) at
/// worst (a regex: one bounded ICU match per start and end) and never backtracks
/// exponentially.
public struct LinePattern: Sendable, Equatable {
    /// A placeholder allowed within an output line.
    public enum Placeholder: Sendable, Equatable {
        case endpoint
        case ms
        case any
        case re(RegexPlaceholder)

        /// The placeholders without an argument.
        static let fixed: [Placeholder] = [.endpoint, .ms, .any]

        /// How the placeholder is written.
        var text: String {
            switch self {
            case .endpoint: return "{{endpoint}}"
            case .ms: return "{{ms}}"
            case .any: return "{{any}}"
            case .re(let r): return "{{re:\(r.source)}}"
            }
        }
    }

    /// The pieces of the line, in order.
    let pieces: [InlineSyntax.Piece<Placeholder>]

    static let gapText = Array("{{...}}".utf8)

    /// The empty line.
    static let empty = LinePattern(actual: [], endpoint: nil, hiding: [])

    /// Parses the text of an output line (after the line-level `\` is removed).
    /// - Throws: `.gapNotAlone` for `{{...}}` within the line.
    public init(parsing text: String) throws(TranscriptProblem) {
        let bytes = TranscriptSyntax.trimmed(Array(text.utf8))
        pieces = try InlineSyntax.parse(bytes) {
            (line, index) throws(TranscriptProblem) -> (Placeholder, length: Int)? in
            for p in Placeholder.fixed where InlineSyntax.has(Array(p.text.utf8), in: line, at: index) {
                return (p, p.text.utf8.count)
            }
            if let (regex, length) = try RegexPlaceholder.parse(line, at: index) { return (.re(regex), length) }
            if InlineSyntax.has(LinePattern.gapText, in: line, at: index) { throw .gapNotAlone }
            return nil
        }
    }

    /// A pattern for an actual line: literal text, with each occurrence of `endpoint`
    /// standing for `{{endpoint}}` (so a rewritten transcript does not pin an ephemeral port)
    /// and a duration at the end (`… in 12 ms`) as `{{ms}}` (it differs on every run).
    init(actual text: String, endpoint: String?) {
        self.init(actual: Array(text.utf8), endpoint: endpoint, hiding: [])
    }

    /// A pattern for an actual line's bytes, as `init(actual:endpoint:)`, with each range
    /// in `hidden` (sorted by start; they may overlap) written as `{{any}}`. A carriage
    /// return that ends the line, which a transcript file cannot hold there (the reader
    /// drops a CR before the line feed), is written `{{re:\r}}`.
    init(actual bytes: [UInt8], endpoint: String?, hiding hidden: [Range<Int>]) {
        var bytes = TranscriptSyntax.trimmed(bytes)
        let carriageReturn = bytes.last == 0x0D
        if carriageReturn { bytes.removeLast() }
        let e = endpoint.map { Array($0.utf8) } ?? []
        let duration = Self.trailingDuration(bytes)
        var result: [InlineSyntax.Piece<Placeholder>] = []
        var literal: [UInt8] = []
        func token(_ p: Placeholder) {
            if !literal.isEmpty {
                result.append(.literal(literal))
                literal = []
            }
            if p != .any || result.last != .token(.any) { result.append(.token(p)) }
        }
        var next = hidden.makeIterator()
        var span = next.next()
        var i = 0
        while i < bytes.count {
            while let r = span, r.upperBound <= i { span = next.next() }
            if let r = span, r.lowerBound <= i {
                token(.any)
                i = r.upperBound
            } else if !e.isEmpty, InlineSyntax.has(e, in: bytes, at: i) {
                token(.endpoint)
                i += e.count
            } else if let d = duration, d.lowerBound == i, span.map({ $0.lowerBound >= d.upperBound }) ?? true {
                token(.ms)
                i = d.upperBound
            } else {
                literal.append(bytes[i])
                i += 1
            }
        }
        if carriageReturn, let cr = Self.carriageReturn {
            token(.re(cr))
        } else if carriageReturn {
            literal.append(0x0D)
        }
        if !literal.isEmpty { result.append(.literal(literal)) }
        pieces = result
    }

    /// `{{re:\r}}`: a carriage return.
    static let carriageReturn: RegexPlaceholder? = {
        let text = Array("{{re:\\r}}".utf8)
        return (try? RegexPlaceholder.parse(text, at: 0))?.0
    }()

    /// The digits of a duration that ends the line as ` in 12 ms` or ` in 12.5 ms`.
    static func trailingDuration(_ bytes: [UInt8]) -> Range<Int>? {
        let suffix = Array(" ms".utf8)
        let prefix = Array(" in ".utf8)
        guard bytes.count > suffix.count + prefix.count, bytes.suffix(suffix.count).elementsEqual(suffix) else {
            return nil
        }
        func isDigit(_ i: Int) -> Bool { bytes[i] >= 0x30 && bytes[i] <= 0x39 }
        let end = bytes.count - suffix.count
        var start = end
        while start > 0, isDigit(start - 1) { start -= 1 }
        guard start < end else { return nil }
        if start > 1, bytes[start - 1] == UInt8(ascii: "."), isDigit(start - 2) {
            start -= 1
            while start > 0, isDigit(start - 1) { start -= 1 }
        }
        guard start >= prefix.count, InlineSyntax.has(prefix, in: bytes, at: start - prefix.count) else { return nil }
        return start..<end
    }

    /// The known output placeholder written at `index` (where `{{` opens), as written, or
    /// nil: `{{endpoint}}`, `{{ms}}`, `{{any}}`, `{{...}}`, or `{{re:` up to its closing `}}`.
    static func placeholderText(_ line: [UInt8], at index: Int) -> String? {
        for p in Placeholder.fixed where InlineSyntax.has(Array(p.text.utf8), in: line, at: index) { return p.text }
        if InlineSyntax.has(gapText, in: line, at: index) { return "{{...}}" }
        guard InlineSyntax.has(RegexPlaceholder.open, in: line, at: index) else { return nil }
        var end = index + RegexPlaceholder.open.count
        while end + 1 < line.count
            && !(line[end] == InlineSyntax.closeBrace && line[end + 1] == InlineSyntax.closeBrace)
        { end += 1 }
        if end + 1 >= line.count { end = line.count }  // unterminated: the rest of the line
        while end < line.count && line[end] == InlineSyntax.closeBrace { end += 1 }
        return String(decoding: line[index..<end], as: UTF8.self)
    }

    /// Whether literal text at `index` (where `{{` opens) must be escaped to stay literal:
    /// a known placeholder, the start of a regex placeholder, or any placeholder-shaped
    /// text (which `replay --check` would report as unknown).
    static func isPlaceholder(_ line: [UInt8], at index: Int) -> Bool {
        placeholderText(line, at: index) != nil || InlineSyntax.placeholderEnd(line, at: index) != nil
    }

    /// The placeholder-shaped texts of an output line that are not output placeholders,
    /// as written (`replay --check`).
    static func unknownPlaceholders(_ text: String) -> [String] {
        InlineSyntax.unknownPlaceholders(TranscriptSyntax.trimmed(Array(text.utf8))) { line, index in
            placeholderText(line, at: index).map { $0.utf8.count }
        }
    }

    /// Whether the line has a placeholder.
    public var hasPlaceholders: Bool {
        pieces.contains { if case .token = $0 { return true } else { return false } }
    }

    /// The line as written in a transcript (before any line-level escape).
    var text: [UInt8] {
        InlineSyntax.render(pieces, isToken: LinePattern.isPlaceholder, text: \.text)
    }

    /// Whether `line` matches, trailing blanks ignored.
    /// - Parameter endpoint: the session's mock URL; without one `{{endpoint}}` matches nothing.
    public func matches(_ line: String, endpoint: String?) -> Bool {
        matches(TranscriptSyntax.trimmed(Array(line.utf8)), endpoint: endpoint.map { Array($0.utf8) })
    }

    /// Whether the trimmed bytes of a line match.
    func matches(_ line: [UInt8], endpoint: [UInt8]?) -> Bool {
        if pieces.isEmpty { return line.isEmpty }
        if pieces.count == 1, case .literal(let only) = pieces[0] { return only == line }
        let n = line.count
        var reach = [Bool](repeating: false, count: n + 1)
        reach[0] = true
        for (index, piece) in pieces.enumerated() {
            var next = [Bool](repeating: false, count: n + 1)
            var any = false
            switch piece {
            case .literal(let text):
                any = Self.advance(over: text, in: line, from: reach, to: &next)
            case .token(.endpoint):
                guard let endpoint else { return false }
                any = Self.advance(over: endpoint, in: line, from: reach, to: &next)
            case .token(.any):
                if let first = reach.firstIndex(of: true) {
                    for p in first...n { next[p] = true }
                    any = true
                }
            case .token(.ms):
                any = Self.advanceOverDuration(in: line, from: reach, to: &next)
            case .token(.re(let regex)):
                any = regex.advance(in: line, from: reach, to: &next, toEndOnly: index == pieces.count - 1)
            }
            guard any else { return false }
            reach = next
        }
        return reach[n]
    }

    /// Marks every position reached by reading `text` from a reachable position.
    private static func advance(over text: [UInt8], in line: [UInt8], from reach: [Bool], to next: inout [Bool]) -> Bool
    {
        var any = false
        let last = line.count - text.count
        guard last >= 0 else { return false }
        for p in 0...last where reach[p] && InlineSyntax.has(text, in: line, at: p) {
            next[p + text.count] = true
            any = true
        }
        return any
    }

    /// Marks every position reached by reading a duration, `[0-9]+(\.[0-9]+)?`, from a
    /// reachable position. Each start marks at most two intervals, kept in a difference
    /// array, so the step is linear in the line's length.
    private static func advanceOverDuration(in line: [UInt8], from reach: [Bool], to next: inout [Bool]) -> Bool {
        let n = line.count
        func isDigit(_ i: Int) -> Bool { i < n && line[i] >= 0x30 && line[i] <= 0x39 }
        // runEnd[i]: the index after the run of digits that starts at i (i itself if none).
        var runEnd = [Int](repeating: 0, count: n + 1)
        runEnd[n] = n
        for i in stride(from: n - 1, through: 0, by: -1) { runEnd[i] = isDigit(i) ? runEnd[i + 1] : i }
        var delta = [Int](repeating: 0, count: n + 2)
        var any = false
        func mark(_ from: Int, _ to: Int) {  // positions from...to
            guard from <= to else { return }
            delta[from] += 1
            delta[to + 1] -= 1
            any = true
        }
        for p in 0..<n where reach[p] && isDigit(p) {
            let end = runEnd[p]
            mark(p + 1, end)
            if end < n && line[end] == UInt8(ascii: "."), isDigit(end + 1) {
                mark(end + 2, runEnd[end + 1])
            }
        }
        var level = 0
        for i in 0...n {
            level += delta[i]
            if level > 0 { next[i] = true }
        }
        return any
    }
}
