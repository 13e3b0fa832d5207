/// A stretch of a text to show as a mask instead (docs/contract.md, "Submission": `••••`, or `•••• 1234` for a
/// `last4` field and a card number).
struct MaskSpan {
    /// Byte offsets into the text.
    var range: Range<Int>
    /// What is shown instead.
    var shown: String
    /// Found by its shape alone (a card number), not as a secret the masker knows.
    var byShape = false

    /// The spans sorted, and merged where they overlap or touch: a merged span shows what
    /// the span reaching furthest shows (the last four characters it names are at its end);
    /// of spans ending together, a known secret's end with its last four wins, then a known
    /// secret's bullets, then a card number found by its shape: a part of a secret that
    /// also reads as a card number never shows four of the secret's digits.
    static func merged(_ spans: [MaskSpan]) -> [MaskSpan] {
        guard spans.count > 1 else { return spans }
        var out: [MaskSpan] = []
        for span in spans.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            guard let last = out.last, span.range.lowerBound <= last.range.upperBound else {
                out.append(span)
                continue
            }
            if span.range.upperBound > last.range.upperBound {
                out[out.count - 1] = MaskSpan(
                    range: last.range.lowerBound..<span.range.upperBound, shown: span.shown, byShape: span.byShape)
            } else if span.range.upperBound == last.range.upperBound, span.rank > last.rank {
                out[out.count - 1].shown = span.shown
                out[out.count - 1].byShape = span.byShape
            }
        }
        return out
    }

    /// Which of two spans ending together shows: see `merged`.
    private var rank: Int { byShape ? 0 : shown == SecretMask.bullets ? 1 : 2 }

    /// Hands `emit` the text with each span (sorted, not overlapping) replaced by its mask.
    static func emit(_ spans: [MaskSpan], in text: UnsafeRawBufferPointer, _ emit: (UnsafeRawBufferPointer) -> Void) {
        guard !spans.isEmpty else {
            emit(text)
            return
        }
        var at = 0
        for span in spans {
            if span.range.lowerBound > at { emit(UnsafeRawBufferPointer(rebasing: text[at..<span.range.lowerBound])) }
            var shown = span.shown
            shown.withUTF8 { emit(UnsafeRawBufferPointer($0)) }
            at = span.range.upperBound
        }
        if at < text.count { emit(UnsafeRawBufferPointer(rebasing: text[at...])) }
    }
}
