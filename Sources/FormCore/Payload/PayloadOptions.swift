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
    /// For a field with many string options (a dropdown of 10,000 branches), an open-addressing
    /// table from a value's bytes to its first option, so that a payload's choice is found
    /// with a hash, not a pass over the options: per field, where its slots begin in `slots`
    /// and the slot mask (0: no table, the options are compared one by one).
    private let tableStart: UnsafeMutableBufferPointer<Int>
    private let tableMask: UnsafeMutableBufferPointer<Int>
    /// Option numbers (as in `starts`), or -1 for an empty slot.
    private let slots: UnsafeMutableBufferPointer<Int32>
    /// Fields with more string options than this get a table.
    static let scanLimit = 16

    init(form: Form) {
        var bytes: [UInt8] = []
        var starts: [Int] = []
        var ends: [Int] = []
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
        (tableStart, tableMask, slots) = PayloadOptions.tables(
            bytes: self.bytes, starts: self.starts, ends: self.ends,
            first: self.first, fields: form.fields.count)
    }

    /// The hash tables of the fields with more than `scanLimit` string options: each slot
    /// holds an option's number, the first option of each value only.
    private static func tables(
        bytes: UnsafeMutableRawBufferPointer, starts: UnsafeMutableBufferPointer<Int>,
        ends: UnsafeMutableBufferPointer<Int>, first: UnsafeMutableBufferPointer<Int>, fields: Int
    )
        -> (UnsafeMutableBufferPointer<Int>, UnsafeMutableBufferPointer<Int>, UnsafeMutableBufferPointer<Int32>)
    {
        let tableStart = UnsafeMutableBufferPointer<Int>.allocate(capacity: max(fields, 1))
        let tableMask = UnsafeMutableBufferPointer<Int>.allocate(capacity: max(fields, 1))
        var total = 0
        for f in 0..<fields {
            let strings = (first[f]..<first[f + 1]).filter { starts[$0] >= 0 }.count
            let size = strings > scanLimit ? 1 << (Int.bitWidth - (2 * strings - 1).leadingZeroBitCount) : 0
            tableStart[f] = total
            tableMask[f] = size == 0 ? 0 : size - 1
            total += size
        }
        let slots = UnsafeMutableBufferPointer<Int32>.allocate(capacity: max(total, 1))
        slots.initialize(repeating: -1)
        guard let base = bytes.baseAddress else { return (tableStart, tableMask, slots) }
        for f in 0..<fields where tableMask[f] != 0 {
            for k in first[f]..<first[f + 1] where starts[k] >= 0 {
                let value = UnsafeRawBufferPointer(start: base + starts[k], count: ends[k] - starts[k])
                var h = hash(value) & tableMask[f]
                while true {
                    let slot = Int(slots[tableStart[f] + h])
                    if slot < 0 {
                        slots[tableStart[f] + h] = Int32(k)
                        break
                    }
                    if ends[slot] - starts[slot] == value.count,
                        ValueText.equal(value, UnsafeRawBufferPointer(start: base + starts[slot], count: value.count))
                    {
                        break
                    }
                    h = (h + 1) & tableMask[f]
                }
            }
        }
        return (tableStart, tableMask, slots)
    }

    /// FNV-1a over a value's bytes.
    @inline(__always)
    private static func hash(_ bytes: UnsafeRawBufferPointer) -> Int {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }

    deinit {
        bytes.deallocate()
        starts.deallocate()
        ends.deallocate()
        first.deallocate()
        tableStart.deallocate()
        tableMask.deallocate()
        slots.deallocate()
    }

    /// The first option of `field` whose string value is exactly `text`.
    func index(of text: UnsafeRawBufferPointer, field: Int) -> Int? {
        let from = first[field]
        guard let base = bytes.baseAddress else { return nil }
        let mask = tableMask[field]
        if mask != 0 {
            var h = PayloadOptions.hash(text) & mask
            while true {
                let k = Int(slots[tableStart[field] + h])
                if k < 0 { return nil }
                if ends[k] - starts[k] == text.count,
                    ValueText.equal(text, UnsafeRawBufferPointer(start: base + starts[k], count: text.count))
                {
                    return k - from
                }
                h = (h + 1) & mask
            }
        }
        for k in from..<first[field + 1] where starts[k] >= 0 && ends[k] - starts[k] == text.count {
            if ValueText.equal(text, UnsafeRawBufferPointer(start: base + starts[k], count: text.count)) {
                return k - from
            }
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
