/// The values of every choice field's options, laid out once per judge, so a payload's
/// choice is matched by comparing bytes (or exact decimals), without a String per option.
/// Its memory is its own and never changes, so matching costs no reference counting.
final class PayloadOptions {
    /// Every string option's bytes, one after another.
    private let bytes: UnsafeMutableRawBufferPointer
    /// Per option, all fields' options in order: where its bytes start and end in
    /// `bytes`, or -1 for an option whose value is not a string.
    private let starts: UnsafeMutableBufferPointer<Int>
    private let ends: UnsafeMutableBufferPointer<Int>
    /// Where each field's options begin among all options; field i's end where field i+1's begin.
    private let first: UnsafeMutableBufferPointer<Int>
    /// Per option, its value when it is a number.
    private let numbers: [ExactDecimal?]

    init(form: Form) {
        var bytes: [UInt8] = []
        var starts: [Int] = [], ends: [Int] = []
        var numbers: [ExactDecimal?] = []
        var first: [Int] = []
        let count = form.fields.reduce(0) { $0 + $1.options.count }
        starts.reserveCapacity(count)
        ends.reserveCapacity(count)
        numbers.reserveCapacity(count)
        first.reserveCapacity(form.fields.count + 1)
        for f in form.fields {
            first.append(starts.count)
            for o in f.options {
                switch o.value {
                case .string(let s):
                    starts.append(bytes.count)
                    bytes.append(contentsOf: s.utf8)
                    ends.append(bytes.count)
                    numbers.append(nil)
                case .number(let v):
                    starts.append(-1)
                    ends.append(-1)
                    numbers.append(ExactDecimal(json: v))
                default:
                    starts.append(-1)
                    ends.append(-1)
                    numbers.append(nil)
                }
            }
        }
        first.append(starts.count)
        self.bytes = .allocate(byteCount: max(bytes.count, 1), alignment: 8)
        self.bytes.copyBytes(from: bytes)
        self.starts = .allocate(capacity: max(starts.count, 1))
        _ = self.starts.initialize(from: starts)
        self.ends = .allocate(capacity: max(ends.count, 1))
        _ = self.ends.initialize(from: ends)
        self.first = .allocate(capacity: first.count)
        _ = self.first.initialize(from: first)
        self.numbers = numbers
    }

    deinit {
        bytes.deallocate()
        starts.deallocate()
        ends.deallocate()
        first.deallocate()
    }

    /// The first option of `field` whose string value is exactly `text`.
    func index(of text: UnsafeRawBufferPointer, field: Int) -> Int? {
        let from = first[field]
        guard let base = bytes.baseAddress else { return nil }
        for k in from..<first[field + 1] where starts[k] >= 0 && ends[k] - starts[k] == text.count {
            if ValueText.equal(text, UnsafeRawBufferPointer(start: base + starts[k], count: text.count)) { return k - from }
        }
        return nil
    }

    /// The first option of `field` whose number value equals `value` exactly.
    func index(of value: ExactDecimal, field: Int) -> Int? {
        let from = first[field]
        for k in from..<first[field + 1] where numbers[k] == value { return k - from }
        return nil
    }
}
