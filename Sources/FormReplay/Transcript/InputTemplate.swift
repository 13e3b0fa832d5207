/// The text of one `> TEXT` input line: literal text and `{{env:NAME}}` placeholders,
/// substituted from the environment when the session runs. `\{{env:…}}` is literal
/// (see `InlineSyntax`). An output placeholder (`{{any}}`, `{{ms}}`, `{{endpoint}}`,
/// `{{re:…}}`, `{{...}}`) means nothing in a typed line and makes it malformed, so that a
/// typed regex is never taken silently as text; any other `{{x}}` is literal text (and
/// `replay --check` reports it).
public struct InputTemplate: Sendable, Equatable {
    /// The text as written after `> ` (what a transcript of the run shows).
    public let written: String
    let pieces: [InlineSyntax.Piece<String>]

    static let envOpen = Array("{{env:".utf8)

    /// Parses the text after `> `.
    /// - Throws: `.badEnvironmentName` for `{{env:` without a valid `NAME}}`.
    public init(parsing written: String) throws(TranscriptProblem) {
        self.written = written
        pieces = try InlineSyntax.parse(Array(written.utf8)) {
            (line, index) throws(TranscriptProblem) -> (String, length: Int)? in
            guard InlineSyntax.has(InputTemplate.envOpen, in: line, at: index) else {
                if let output = LinePattern.placeholderText(line, at: index) { throw .placeholderInInput(output) }
                return nil
            }
            let start = index + InputTemplate.envOpen.count
            var end = start
            while end < line.count && InputTemplate.isNameByte(line[end], first: end == start) { end += 1 }
            guard end > start, InlineSyntax.has(Array("}}".utf8), in: line, at: end) else {
                var stop = start
                while stop < line.count && !InlineSyntax.has(Array("}}".utf8), in: line, at: stop) { stop += 1 }
                let shown = String(decoding: line[index..<min(stop + 2, line.count)], as: UTF8.self)
                throw .badEnvironmentName(shown)
            }
            return (String(decoding: line[start..<end], as: UTF8.self), end + 2 - index)
        }
    }

    /// A template for a line typed literally (the recorder): every `{{env:` is escaped.
    init(literal text: String) {
        self.init(literal: Array(text.utf8), secrets: [])
    }

    /// A template for a typed line in which each range of `secrets` (sorted by start; they
    /// may overlap) is read from its variable instead of written as typed.
    init(literal bytes: [UInt8], secrets: [(range: Range<Int>, variable: String)]) {
        var pieces: [InlineSyntax.Piece<String>] = []
        var i = 0
        for (range, variable) in secrets where range.lowerBound >= i {
            if range.lowerBound > i { pieces.append(.literal(Array(bytes[i..<range.lowerBound]))) }
            pieces.append(.token(variable))
            i = range.upperBound
        }
        if i < bytes.count { pieces.append(.literal(Array(bytes[i...]))) }
        self.pieces = pieces
        written = String(
            decoding: InlineSyntax.render(
                pieces,
                isToken: { line, index in
                    InlineSyntax.has(InputTemplate.envOpen, in: line, at: index)
                        || LinePattern.isPlaceholder(line, at: index)
                }, text: { "{{env:\($0)}}" }), as: UTF8.self)
    }

    /// The variables the line names, in order.
    public var variables: [String] {
        pieces.compactMap { if case .token(let name) = $0 { return name } else { return nil } }
    }

    /// The line to type, with each `{{env:NAME}}` replaced by the variable's value.
    /// - Returns: the text, or the first variable that `environment` lacks.
    public func value(in environment: [String: String]) -> Result<String, MissingVariable> {
        var bytes: [UInt8] = []
        for piece in pieces {
            switch piece {
            case .literal(let b): bytes.append(contentsOf: b)
            case .token(let name):
                guard let v = environment[name] else { return .failure(MissingVariable(name: name)) }
                bytes.append(contentsOf: v.utf8)
            }
        }
        return .success(String(decoding: bytes, as: UTF8.self))
    }

    /// A variable that an input line names and the environment lacks.
    public struct MissingVariable: Error, Equatable, Sendable {
        public let name: String
    }

    /// The placeholder-shaped texts of a typed line other than `{{env:NAME}}`, as written
    /// (`replay --check`; the output placeholders already make the line malformed).
    static func unknownPlaceholders(_ written: String) -> [String] {
        InlineSyntax.unknownPlaceholders(Array(written.utf8)) { line, index in
            guard InlineSyntax.has(envOpen, in: line, at: index) else { return nil }
            return InlineSyntax.placeholderEnd(line, at: index).map { $0 - index }
        }
    }

    static func isNameByte(_ b: UInt8, first: Bool) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || (!first && b >= 0x30 && b <= 0x39)
    }
}
