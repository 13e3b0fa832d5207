/// The syntax shared by output and input lines for `{{…}}` placeholders and their
/// escape.
///
/// A placeholder is `{{name}}`; which names exist depends on the line (output lines
/// know `endpoint`, `ms`, `any`; input lines know `env:NAME`); any other `{{x}}` is
/// literal text, so a schema message such as `Hello {{name}}` needs no escaping.
///
/// To write a known placeholder literally, put a backslash before it: `\{{any}}` is the
/// text `{{any}}`. Backslashes count only right before `{{`, as in the Windows
/// command-line convention: a run of 2k+1 backslashes there is k literal backslashes and
/// a literal `{{`; a run of 2k is k literal backslashes followed by whatever `{{`
/// begins. Backslashes anywhere else are ordinary text (`^\+998[0-9]{9}$` needs no
/// escaping). `render` is the inverse of `parse`, so any text survives a round trip.
enum InlineSyntax {
    /// A run of literal bytes, or a placeholder.
    enum Piece<Token: Equatable & Sendable>: Equatable, Sendable {
        case literal([UInt8])
        case token(Token)
    }

    static let backslash = UInt8(ascii: "\\")
    static let brace = UInt8(ascii: "{")

    /// Whether `bytes` has `{{` at `index`.
    static func opens(_ bytes: [UInt8], at index: Int) -> Bool {
        index + 1 < bytes.count && bytes[index] == brace && bytes[index + 1] == brace
    }

    /// The index after the `}}` that closes a placeholder-shaped text at `index` (where `{{`
    /// opens): one or more bytes other than braces and line ends, then `}}`; nil when the
    /// text there is not shaped like a placeholder (`{{` alone, `{{}}`, `{{a{b}}`).
    static func placeholderEnd(_ bytes: [UInt8], at index: Int) -> Int? {
        guard opens(bytes, at: index) else { return nil }
        var i = index + 2
        while i < bytes.count, bytes[i] != brace, bytes[i] != closeBrace, bytes[i] != 0x0A { i += 1 }
        guard i > index + 2, i + 1 < bytes.count, bytes[i] == closeBrace, bytes[i + 1] == closeBrace else { return nil }
        return i + 2
    }

    static let closeBrace = UInt8(ascii: "}")

    /// Every placeholder-shaped text of a line that `known` does not recognise, as written
    /// (what `replay --check` reports; replay itself reads such text literally). Escaped
    /// `\{{…}}` text is literal and not reported.
    static func unknownPlaceholders(_ bytes: [UInt8], known: ([UInt8], Int) -> Int?) -> [String] {
        var found: [String] = []
        _ = try? parse(bytes) { (line, index) throws(TranscriptProblem) -> (Bool, length: Int)? in
            if let length = known(line, index) { return (true, length) }
            guard let end = placeholderEnd(line, at: index) else { return nil }
            found.append(String(decoding: line[index..<end], as: UTF8.self))
            return (false, end - index)
        }
        return found
    }

    /// The index after the run of backslashes that starts at `index`.
    static func backslashRunEnd(_ bytes: [UInt8], from index: Int) -> Int {
        var end = index
        while end < bytes.count && bytes[end] == backslash { end += 1 }
        return end
    }

    /// Whether `bytes` has `prefix` at `index`.
    static func has(_ prefix: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
        index + prefix.count <= bytes.count && bytes[index..<(index + prefix.count)].elementsEqual(prefix)
    }

    /// Splits a line into literal runs and placeholders.
    /// - Parameter token: given the line and the index of a `{{` that no odd backslash
    ///   run escapes, returns the placeholder there and its length in bytes, or nil when
    ///   the text there is literal; throws when it is a malformed placeholder.
    static func parse<Token>(
        _ bytes: [UInt8],
        token: ([UInt8], Int) throws(TranscriptProblem) -> (Token, length: Int)?
    ) throws(TranscriptProblem) -> [Piece<Token>] {
        var pieces: [Piece<Token>] = []
        var literal: [UInt8] = []
        var i = 0
        while i < bytes.count {
            if bytes[i] == backslash {
                let j = backslashRunEnd(bytes, from: i)
                let run = j - i
                if opens(bytes, at: j) {
                    literal.append(contentsOf: repeatElement(backslash, count: run / 2))
                    if run % 2 == 1 {
                        literal.append(contentsOf: [brace, brace])
                        i = j + 2
                    } else {
                        i = j
                    }
                } else {
                    literal.append(contentsOf: bytes[i..<j])
                    i = j
                }
                continue
            }
            if opens(bytes, at: i), let (value, length) = try token(bytes, i) {
                if !literal.isEmpty {
                    pieces.append(.literal(literal))
                    literal = []
                }
                pieces.append(.token(value))
                i += length
                continue
            }
            literal.append(bytes[i])
            i += 1
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return pieces
    }

    /// Writes pieces back as line text that `parse` reads as the same pieces.
    /// - Parameters:
    ///   - isToken: whether the text at an index (where `{{` opens) would be read as a
    ///     placeholder, known or malformed, and so needs escaping when it is literal.
    ///   - text: a placeholder as written.
    static func render<Token>(
        _ pieces: [Piece<Token>],
        isToken: ([UInt8], Int) -> Bool,
        text: (Token) -> String
    ) -> [UInt8] {
        var merged: [Piece<Token>] = []
        for piece in pieces {
            if case .literal(let b) = piece, case .literal(let a)? = merged.last {
                merged[merged.count - 1] = .literal(a + b)
            } else {
                merged.append(piece)
            }
        }
        var out: [UInt8] = []
        for (index, piece) in merged.enumerated() {
            switch piece {
            case .token(let value):
                out.append(contentsOf: text(value).utf8)
            case .literal(let bytes):
                let tokenFollows = index + 1 < merged.count
                var i = 0
                while i < bytes.count {
                    if bytes[i] == backslash {
                        let j = backslashRunEnd(bytes, from: i)
                        let run = j - i
                        if opens(bytes, at: j) {
                            out.append(contentsOf: repeatElement(backslash, count: 2 * run + 1))
                            out.append(contentsOf: [brace, brace])
                            i = j + 2
                        } else {
                            let doubled = j == bytes.count && tokenFollows
                            out.append(contentsOf: repeatElement(backslash, count: doubled ? 2 * run : run))
                            i = j
                        }
                        continue
                    }
                    if opens(bytes, at: i) && isToken(bytes, i) {
                        out.append(contentsOf: [backslash, brace, brace])
                        i += 2
                        continue
                    }
                    out.append(bytes[i])
                    i += 1
                }
            }
        }
        return out
    }
}
