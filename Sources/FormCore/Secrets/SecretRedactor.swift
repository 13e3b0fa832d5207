/// Masks secrets in text that came from a server, before it is cut or shown (SPEC §6).
///
/// Every value of a secret field held in the session is looked for in the form typed and
/// with spaces, dashes and dots removed: the comparison skips those separators on both
/// sides, and skips control and invisible formatting characters in the text, so an echo
/// such as `4111-1111…`, `41111111…` or one with a NUL between the digits is found. ASCII
/// letters compare without case. Every run of 13–19 digits (one separator allowed between
/// two digits) that passes the Luhn check is masked too, held or not. A match becomes
/// `••••`, plus the last four digits or characters for a `last4` field and a card number.
///
/// The secret values are read where they live, through `forEachSecret`; no `String` or
/// array is made of them. The redactor's own working copies of the text are zeroed before
/// they are released.
public struct SecretRedactor {
    /// Calls its argument once per secret value, with the value's bytes and its mask.
    public typealias SecretVisitor = ((UnsafeRawBufferPointer, SecureInputKind.Mask) -> Void) -> Void

    /// Values with fewer significant characters than this are not looked for: they would
    /// mask ordinary words and numbers (a three-digit CVV is looked for).
    public static let minimumSignificantBytes = 3

    private let forEachSecret: SecretVisitor

    /// A redactor for the secrets that `forEachSecret` visits.
    public init(forEachSecret: @escaping SecretVisitor) {
        self.forEachSecret = forEachSecret
    }

    /// A redactor that knows no held value (it still masks card numbers).
    public static var cardNumbersOnly: SecretRedactor { SecretRedactor { _ in } }

    /// `text` with every secret masked.
    public func redact(_ text: String) -> String {
        var text = text
        return text.withUTF8 { redact(UnsafeRawBufferPointer($0)) } ?? text
    }

    /// The bytes (UTF-8) with every secret masked, or nil when nothing had to be masked.
    public func redact(_ bytes: UnsafeRawBufferPointer) -> String? {
        var significant = SignificantText(bytes)
        defer { significant.zero() }
        var spans: [MaskSpan] = []
        forEachSecret { secret, mask in
            spans += significant.matches(of: secret, mask: mask)
        }
        spans += significant.cardNumbers()
        guard !spans.isEmpty else { return nil }
        return MaskSpan.apply(spans, to: bytes)
    }

    /// Every string (and object key) in `value`, masked.
    public func redact(_ value: JSONValue) -> JSONValue {
        switch value {
        case .string(let s): return .string(redact(s))
        case .array(let items): return .array(items.map(redact))
        case .object(let object): return .object(redact(object))
        case .null, .bool, .number: return value
        }
    }

    /// Every string and key of an object, masked.
    public func redact(_ object: JSONObject) -> JSONObject {
        JSONObject(object.entries.map { (redact($0.key), redact($0.value)) })
    }
}

/// A stretch of the text to replace with a mask.
struct MaskSpan {
    /// Byte offsets into the text.
    var range: Range<Int>
    /// What is shown instead: `••••` or `•••• 1234`.
    var shown: String

    /// The text with the spans replaced (overlapping spans merge; the first one's mask wins).
    static func apply(_ spans: [MaskSpan], to bytes: UnsafeRawBufferPointer) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        defer { out.zeroAndRemoveAll() }
        var at = 0
        for span in spans.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            if span.range.lowerBound < at {
                at = max(at, span.range.upperBound)
                continue
            }
            out.append(contentsOf: bytes[at..<span.range.lowerBound])
            out.append(contentsOf: span.shown.utf8)
            at = span.range.upperBound
        }
        out.append(contentsOf: bytes[at...])
        return String(decoding: out, as: UTF8.self)
    }
}

/// The text's bytes without separators, control and invisible formatting characters,
/// each with the offset it had in the text.
struct SignificantText {
    private var bytes: [UInt8] = []
    /// Offset in the text of each significant byte.
    private var offsets: [Int] = []
    /// Offset just past each significant byte's scalar.
    private var ends: [Int] = []

    init(_ text: UnsafeRawBufferPointer) {
        bytes.reserveCapacity(text.count)
        var at = 0
        while at < text.count {
            let length = SignificantText.scalarLength(text[at])
            let end = min(text.count, at + length)
            if !SignificantText.isIgnorable(text, at, end) {
                for k in at..<end {
                    bytes.append(text[k])
                    offsets.append(at)
                    ends.append(end)
                }
            }
            at = end
        }
    }

    /// Zeroes the copy of the text.
    mutating func zero() {
        bytes.zeroAndRemoveAll()
        offsets.removeAll()
        ends.removeAll()
    }

    /// Where `secret` (its separators skipped) occurs.
    func matches(of secret: UnsafeRawBufferPointer, mask: SecureInputKind.Mask) -> [MaskSpan] {
        let wanted = secret.reduce(0) { $0 + (SignificantText.isSeparator($1) ? 0 : 1) }
        guard wanted >= SecretRedactor.minimumSignificantBytes, wanted <= bytes.count else { return [] }
        var spans: [MaskSpan] = []
        var start = 0
        while start + wanted <= bytes.count {
            if matchesAt(start, secret) {
                let last = start + wanted - 1
                let shown = mask == .last4 ? SecretMask.bullets + " " + lastFour(endingAt: last) : SecretMask.bullets
                spans.append(MaskSpan(range: offsets[start]..<ends[last], shown: shown))
                start += wanted
            } else {
                start += 1
            }
        }
        return spans
    }

    private func matchesAt(_ start: Int, _ secret: UnsafeRawBufferPointer) -> Bool {
        var k = start
        for b in secret where !SignificantText.isSeparator(b) {
            guard SignificantText.folded(bytes[k]) == SignificantText.folded(b) else { return false }
            k += 1
        }
        return true
    }

    /// The last four characters (whole UTF-8 scalars) up to the significant byte `last`.
    private func lastFour(endingAt last: Int) -> String {
        var scalars = 0
        var first = last
        while first >= 0 {
            if bytes[first] & 0xC0 != 0x80 {
                scalars += 1
                if scalars == 4 { break }
            }
            first -= 1
        }
        return String(decoding: bytes[max(0, first)...last], as: UTF8.self)
    }

    /// Runs of 13–19 ASCII digits, at most one separator between two digits, that pass Luhn.
    func cardNumbers() -> [MaskSpan] {
        var spans: [MaskSpan] = []
        var k = 0
        while k < bytes.count {
            guard SignificantText.isDigit(bytes[k]) else { k += 1; continue }
            var run = [k]
            var next = k + 1
            // Digits whose text offsets show at most one skipped scalar between them.
            while next < bytes.count, SignificantText.isDigit(bytes[next]), offsets[next] - ends[run[run.count - 1]] <= 1 {
                run.append(next)
                next += 1
            }
            if (13...19).contains(run.count), SignificantText.luhnValid(run.map { bytes[$0] }) {
                let tail = String(decoding: run.suffix(4).map { bytes[$0] }, as: UTF8.self)
                spans.append(MaskSpan(range: offsets[run[0]]..<ends[run[run.count - 1]], shown: SecretMask.bullets + " " + tail))
            }
            k = next
        }
        return spans
    }

    static func luhnValid(_ digits: [UInt8]) -> Bool {
        var sum = 0
        for (i, d) in digits.reversed().enumerated() {
            var v = Int(d - 0x30)
            if i % 2 == 1 { v *= 2; if v > 9 { v -= 9 } }
            sum += v
        }
        return sum % 10 == 0
    }

    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    /// Space, dash and dot: the separators people type inside numbers.
    static func isSeparator(_ b: UInt8) -> Bool { b == 0x20 || b == 0x2D || b == 0x2E }

    static func folded(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b | 0x20 : b }

    static func scalarLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: return 4
        case 0xE0...: return 3
        case 0xC0...: return 2
        default: return 1
        }
    }

    /// Separators, C0/C1 controls, DEL, no-break space, soft hyphen and the invisible
    /// formatting characters (zero-width, bidirectional, word joiner, BOM).
    static func isIgnorable(_ text: UnsafeRawBufferPointer, _ at: Int, _ end: Int) -> Bool {
        let lead = text[at]
        if end - at == 1 { return lead < 0x20 || lead == 0x7F || isSeparator(lead) }
        var scalar: UInt32 = 0
        ValueText.forEachScalar(UnsafeRawBufferPointer(rebasing: text[at..<end])) { s in
            scalar = s.value
            return false
        }
        switch scalar {
        case 0x80...0x9F, 0xA0, 0xAD, 0x200B...0x200F, 0x2010, 0x2011, 0x202A...0x202F, 0x2060...0x2069, 0xFEFF: return true
        default: return false
        }
    }
}
