/// `-k EXPR`: which transcripts to replay, by words in their path or in a comment line,
/// combined as pytest's `-k` combines them: `not` binds tightest, then `and`, then `or`;
/// parentheses group (`-k 'otp and not (retry or slow)'`).
///
/// Words are compared ignoring case, as substrings. Words side by side with no operator
/// between them make one phrase, matched with single spaces between them
/// (`-k 'wrong code'` finds a comment that says "a wrong code").
public indirect enum KeywordExpression: Sendable, Equatable {
    case phrase(String)
    case not(KeywordExpression)
    case and(KeywordExpression, KeywordExpression)
    case or(KeywordExpression, KeywordExpression)

    /// Why an expression cannot be read.
    public struct SyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// - Throws: for an empty expression, an operator without its operand, or unbalanced parentheses.
    public init(parsing text: String) throws(SyntaxError) {
        var parser = Parser(tokens: Self.tokens(text))
        let expression = try parser.or()
        if let extra = parser.peek { throw SyntaxError(description: "unexpected `\(extra)` in -k '\(text)'") }
        self = expression
    }

    /// Whether the expression holds, given a test for each phrase (already case-folded).
    public func holds(_ contains: (String) -> Bool) -> Bool {
        switch self {
        case .phrase(let p): return contains(p)
        case .not(let e): return !e.holds(contains)
        case .and(let a, let b): return a.holds(contains) && b.holds(contains)
        case .or(let a, let b): return a.holds(contains) || b.holds(contains)
        }
    }

    /// Words and parentheses; blanks separate words.
    static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var word = ""
        for c in text {
            if c == "(" || c == ")" || c.isWhitespace {
                if !word.isEmpty {
                    tokens.append(word)
                    word = ""
                }
                if !c.isWhitespace { tokens.append(String(c)) }
            } else {
                word.append(c)
            }
        }
        if !word.isEmpty { tokens.append(word) }
        return tokens
    }

    /// Recursive descent over the tokens.
    private struct Parser {
        let tokens: [String]
        var position = 0

        var peek: String? { position < tokens.count ? tokens[position] : nil }

        init(tokens: [String]) { self.tokens = tokens }

        mutating func or() throws(SyntaxError) -> KeywordExpression {
            var left = try and()
            while peek == "or" {
                position += 1
                left = .or(left, try and())
            }
            return left
        }

        mutating func and() throws(SyntaxError) -> KeywordExpression {
            var left = try not()
            while peek == "and" {
                position += 1
                left = .and(left, try not())
            }
            return left
        }

        mutating func not() throws(SyntaxError) -> KeywordExpression {
            guard peek == "not" else { return try primary() }
            position += 1
            return .not(try not())
        }

        mutating func primary() throws(SyntaxError) -> KeywordExpression {
            guard let token = peek else {
                throw SyntaxError(description: "-k expected a word, `not` or `(` at the end")
            }
            if token == "(" {
                position += 1
                let inner = try or()
                guard peek == ")" else { throw SyntaxError(description: "-k has a `(` without its `)`") }
                position += 1
                return inner
            }
            guard !["and", "or", ")"].contains(token) else {
                throw SyntaxError(description: "-k expected a word, `not` or `(` before `\(token)`")
            }
            var words: [String] = []
            while let w = peek, !["and", "or", "not", "(", ")"].contains(w) {
                words.append(w)
                position += 1
            }
            return .phrase(ReplaySelection.caseFolded(words.joined(separator: " ")))
        }
    }
}
