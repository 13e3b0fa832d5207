/// The string values of every choice field's options as bytes, laid out once per judge,
/// so a payload's choice is matched by comparing bytes, without a String per option.
struct PayloadOptions {
    /// Every string option's bytes, one after another.
    private let bytes: [UInt8]
    /// Per option, all fields' options in order: its bytes in `bytes`, or nil for a number.
    private let spans: [Range<Int>?]
    /// Where each field's options begin in `spans`; field i's end where field i+1's begin.
    private let first: [Int]

    init(form: Form) {
        var bytes: [UInt8] = []
        var spans: [Range<Int>?] = []
        var first: [Int] = []
        for f in form.fields {
            first.append(spans.count)
            for o in f.options {
                guard case .string(let s) = o.value else { spans.append(nil); continue }
                let start = bytes.count
                bytes.append(contentsOf: s.utf8)
                spans.append(start..<bytes.count)
            }
        }
        first.append(spans.count)
        self.bytes = bytes
        self.spans = spans
        self.first = first
    }

    /// The first option of `field` whose string value is exactly `text`.
    func index(of text: UnsafeRawBufferPointer, field: Int) -> Int? {
        let from = first[field]
        return bytes.withUnsafeBytes { all in
            for k in from..<first[field + 1] {
                if let span = spans[k], ValueText.equal(text, UnsafeRawBufferPointer(rebasing: all[span])) { return k - from }
            }
            return nil
        }
    }
}
