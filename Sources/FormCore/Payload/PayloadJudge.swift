/// Judges payloads of one form one after another, with `PayloadChecker`'s semantics
/// (docs/contract.md, "Payload", the shell's rules read the other way). A judge keeps its working arrays
/// from payload to payload, so judging allocates nothing but the errors it reports:
/// `check` keeps one judge per thread.
///
/// Each payload is copied into one block of the secret store (reused, and zeroed after
/// each payload) and read there in place: keys are looked up from their bytes, strings
/// are decoded over their own escapes, and every value is a pointer into that block.
///
/// The hot paths take no reference counts: what reading a member needs of its field is
/// kept flat (`traits`), a field is borrowed from `fieldRefs` where the rules need it,
/// and its rules are borrowed from `rules`.
public final class PayloadJudge: ValueReader {
    public let form: Form
    private let fields: [Field]
    /// The same fields, unretained (`fields` keeps them alive): a field borrowed with
    /// `_withUnsafeGuaranteedRef` costs no retain and release, where `fields[i]` does.
    private let fieldRefs: UnsafeMutableBufferPointer<Unmanaged<Field>>
    /// What reading a member and judging its field need, per field.
    private let traits: UnsafeMutableBufferPointer<Traits>
    /// Every field's rules, borrowed, one field after another (`Traits.rules`).
    private let rules: UnsafeMutableBufferPointer<BorrowedRule>
    private let keys: FieldKeyTable
    private let store: SecretStore
    /// The block the payload is copied into; grown when a payload does not fit.
    private var block: SecretHandle?
    /// The multi-choice bitmaps of the current payload, one slice per multi-choice field.
    private var bitmaps: SecretHandle?
    /// The bitmaps' bytes, all fields' slices together.
    private let bitmapBytes: Int
    /// Each field's value in the current payload.
    private let values: UnsafeMutableBufferPointer<FieldValue>
    /// A field's value when the payload does not give one: false for booleans, else empty.
    private let absent: [FieldValue]
    private let visible: UnsafeMutableBufferPointer<Bool>
    private let given: UnsafeMutableBufferPointer<Bool>
    /// Per field, its problem's position in `problems`, or -1.
    private let problemAt: UnsafeMutableBufferPointer<Int32>
    private var problems: [KeyProblem] = []
    /// Fields given in the current payload (each once), reset after it.
    private let touched: UnsafeMutableBufferPointer<Int32>
    private var touchedCount = 0
    /// Fields with a `visibleWhen`, in visibility order.
    private let conditional: [Int]
    private let options: PayloadOptions
    private var numbers: PayloadNumbers
    /// How many payload keys were looked up by hashing, rather than found among the two
    /// fields after the last one found (for tests: keys in schema order are found without hashing).
    public private(set) var hashedKeyLookups = 0

    /// A field's shape and rules as reading a member and judging the field need them.
    private struct Traits {
        let shape: ValueShape
        let valueType: Field.ValueType
        let hasOptions: Bool
        /// The field's slice of `rules`.
        let rules: Range<Int>
        /// The field's slice of `bitmaps` (multi-choice fields only; else offset -1).
        let bitmapOffset: Int
        let bitmapCount: Int
    }

    /// Sets up a judge whose blocks come from `store`.
    /// - Throws: `SecretStoreError.full` when the multi-choice bitmaps do not fit.
    public init(form: Form, store: SecretStore) throws(SecretStoreError) {
        self.form = form
        self.store = store
        let fields = form.fields
        self.fields = fields
        keys = form.keys
        let n = fields.count
        absent = fields.map { $0.shape == .boolean ? .boolean(false) : .empty }
        fieldRefs = .allocate(capacity: n)
        _ = fieldRefs.initialize(from: fields.map { Unmanaged.passUnretained($0) })
        values = .allocate(capacity: n)
        _ = values.initialize(from: absent)
        visible = .allocate(capacity: n)
        visible.initialize(repeating: true)
        given = .allocate(capacity: n)
        given.initialize(repeating: false)
        problemAt = .allocate(capacity: n)
        problemAt.initialize(repeating: -1)
        touched = .allocate(capacity: n)
        options = PayloadOptions(form: form)
        conditional = form.graph.order.filter { fields[$0].visibleWhen != nil }
        numbers = PayloadNumbers(form: form, store: store)
        var list: [Traits] = []
        list.reserveCapacity(n)
        var borrowed: [BorrowedRule] = []
        borrowed.reserveCapacity(fields.reduce(0) { $0 + $1.rules.count })
        var total = 0
        for f in fields {
            let count = f.shape == .choices ? FieldValue.bitmapByteCount(optionCount: f.options.count) : 0
            list.append(
                Traits(
                    shape: f.shape, valueType: f.valueType, hasOptions: !f.options.isEmpty,
                    rules: borrowed.count..<borrowed.count + f.rules.count,
                    bitmapOffset: f.shape == .choices ? total : -1, bitmapCount: count))
            for r in f.rules { borrowed.append(BorrowedRule(r)) }
            total += count
        }
        traits = .allocate(capacity: n)
        _ = traits.initialize(from: list)
        rules = .allocate(capacity: borrowed.count)
        _ = rules.initialize(from: borrowed)
        bitmapBytes = total
        if fields.contains(where: { $0.shape == .choices }) { bitmaps = try store.allocate(capacity: max(total, 1)) }
    }

    /// Why the store's memory could not be locked, if it could not.
    public var lockWarning: String? { store.lockWarning }

    deinit {
        if let block { store.free(block) }
        if let bitmaps { store.free(bitmaps) }
        values.deallocate()
        visible.deallocate()
        given.deallocate()
        problemAt.deallocate()
        touched.deallocate()
        fieldRefs.deallocate()
        traits.deallocate()
        rules.deallocate()
    }

    // MARK: ValueReader

    public func field(_ index: Int) -> Field { fields[index] }
    public func isVisible(_ index: Int) -> Bool { index >= 0 && visible[index] }
    public func withValue<R>(_ index: Int, _ body: (FieldValue) -> R) -> R {
        body(index >= 0 && visible[index] ? values[index] : .empty)
    }

    // MARK: judging

    /// Judges one payload: its errors, one per key, fields in schema order then unknown keys.
    public func check(_ bytes: UnsafeRawBufferPointer) -> Result<PayloadChecker.Verdict, PayloadLineError> {
        let payload: UnsafeMutableRawBufferPointer
        do { payload = try copyIn(bytes) } catch { return .failure(.store(error)) }
        defer { reset() }
        var unknown: [PayloadChecker.KeyError] = []
        do {
            try readMembers(payload, unknown: &unknown)
        } catch { return .failure(error) }
        if let failure = numbers.failure { return .failure(.store(failure)) }
        for g in conditional {
            visible[g] = fieldRefs[g]._withUnsafeGuaranteedRef { $0.visibleWhen?.evaluate(self) ?? true }
        }
        for t in touched[..<touchedCount] where !visible[Int(t)] && problemAt[Int(t)] < 0 {
            note(KeyProblem(PayloadChecker.Message.hidden, rule: "hidden"), for: Int(t))
        }
        var errors: [PayloadChecker.KeyError] = []
        let context = RuleContext(reader: self, scratch: store)
        for i in 0..<fields.count {
            if problemAt[i] >= 0 {
                let p = problems[Int(problemAt[i])]
                errors.append(.init(key: fields[i].key, message: p.message, rule: p.rule))
            } else if visible[i], !traits[i].rules.isEmpty {
                let value = values[i]
                let fieldRules = UnsafeBufferPointer(rebasing: rules[traits[i].rules])
                let error: PayloadChecker.KeyError? = fieldRefs[i]._withUnsafeGuaranteedRef { f in
                    let j = Validator.judgement(of: f, rules: fieldRules, value: value, in: context)
                    guard case .invalid(let message, _) = j.verdict else { return nil }
                    return .init(key: f.key, message: message, rule: j.rule.map { f.rules[$0].name } ?? "type")
                }
                if let error { errors.append(error) }
            }
        }
        return .success(PayloadChecker.Verdict(errors: errors + unknown))
    }

    /// Reads the top-level object's members into `values` and `problems`.
    private func readMembers(
        _ payload: UnsafeMutableRawBufferPointer,
        unknown: inout [PayloadChecker.KeyError]
    ) throws(PayloadLineError) {
        let bytes = UnsafeRawBufferPointer(payload)
        var s = JSONScanner(bytes)
        s.skipSpace()
        guard s.kind == .object else {
            if s.isAtEnd { throw .notAnObject("empty line") }
            // Not an object: tell JSON of another type from text that is not JSON at all.
            let start = s.offset
            do {
                try s.skipValue()
                try s.finish()
            } catch { throw .invalid(error) }
            throw .notAnObject("expected a JSON object, found \(PayloadValueReading.typeName(bytes[start]))")
        }
        do {
            // Keys usually come in schema order, some left out: the field after the last
            // one found is tried first, then the one after it, and only then the hash.
            var next = 0
            if try s.enterObject() {
                repeat {
                    let key = PayloadValueReading.decoded(try s.key(), in: payload)
                    let i: Int
                    if keys.isKey(of: next, key) {
                        i = next
                    } else if keys.isKey(of: next + 1, key) {
                        i = next + 1
                    } else {
                        hashedKeyLookups += 1
                        guard let found = keys.index(of: key) else {
                            let name = String(decoding: key, as: UTF8.self)
                            if !unknown.contains(where: { $0.key == name }) {
                                unknown.append(
                                    .init(key: name, message: PayloadChecker.Message.unknownKey, rule: "unknownKey"))
                            }
                            try s.skipValue()
                            continue
                        }
                        i = found
                    }
                    next = i + 1
                    if given[i] {
                        note(KeyProblem(PayloadChecker.Message.duplicateKey, rule: "duplicateKey"), for: i)
                        values[i] = absent[i]
                        try s.skipValue()
                        continue
                    }
                    given[i] = true
                    touched[touchedCount] = Int32(i)
                    touchedCount += 1
                    switch try read(&s, field: i, payload: payload) {
                    case .success(let v): values[i] = v
                    case .failure(let p): note(p, for: i)
                    }
                } while try s.moreMembers()
            }
            try s.finish()
        } catch { throw .invalid(error) }
    }

    /// Records a key's problem; a later one replaces an earlier one.
    private func note(_ problem: KeyProblem, for field: Int) {
        if problemAt[field] >= 0 {
            problems[Int(problemAt[field])] = problem
        } else {
            problemAt[field] = Int32(problems.count)
            problems.append(problem)
        }
    }

    /// Reads one member's value as the field's shape takes it, or the key's problem.
    private func read(_ s: inout JSONScanner, field: Int, payload: UnsafeMutableRawBufferPointer)
        throws(JSONSyntaxError) -> Result<FieldValue, KeyProblem>
    {
        let t = traits[field]
        switch t.shape {
        case .text:
            switch (s.kind, t.valueType) {
            case (.string?, .string):
                return .success(.text(PayloadValueReading.decoded(try s.string(), in: payload)))
            case (.number?, .number):
                return .success(.text(numbers.plain(try s.number(), in: payload, field: field)))
            case (.number?, .integer):
                return PayloadValueReading.integer(numbers.plain(try s.number(), in: payload, field: field)).map {
                    .text($0)
                }
            default:
                return .failure(try PayloadValueReading.wrongType(t.valueType == .string ? "a string" : "a number", &s))
            }
        case .boolean:
            guard s.kind == .bool else { return .failure(try PayloadValueReading.wrongType("a boolean", &s)) }
            return .success(.boolean(try s.bool()))
        case .choice:
            guard t.hasOptions, s.kind != .object, s.kind != .array else {
                return .failure(try PayloadValueReading.wrongType("an option's value", &s))
            }
            return try PayloadValueReading.option(&s, of: field, options: options, in: payload).map { .choice($0) }
        case .choices:
            guard s.kind == .array else {
                return .failure(try PayloadValueReading.wrongType("an array of option values", &s))
            }
            return try choices(&s, field: field, payload: payload)
        }
    }

    /// A multi-choice array, as a bitmap in the field's slice of `bitmaps`. The first bad
    /// element is the key's problem, unless some element is an array or an object: then
    /// the whole value is of the wrong type.
    private func choices(_ s: inout JSONScanner, field: Int, payload: UnsafeMutableRawBufferPointer)
        throws(JSONSyntaxError) -> Result<FieldValue, KeyProblem>
    {
        guard let bitmaps else {
            try s.skipValue()
            return .success(.empty)
        }
        let start = s
        let bitmap = self.bitmap(of: field, in: bitmaps)
        bitmap.initializeMemory(as: UInt8.self, repeating: 0)
        var problem: KeyProblem?
        var chosen = false
        if try s.enterArray() {
            repeat {
                if s.kind == .object || s.kind == .array {
                    s = start
                    return .failure(try PayloadValueReading.wrongType("an array of option values", &s))
                }
                if problem != nil {
                    try s.skipValue()
                    continue
                }
                switch try PayloadValueReading.option(&s, of: field, options: options, in: payload) {
                case .success(let i):
                    let bit: UInt8 = 1 << UInt8(i % 8)
                    if bitmap[i / 8] & bit != 0 {
                        problem = KeyProblem(
                            PayloadChecker.Message.listedTwice(fields[field].options[i].valueText), rule: "option")
                    }
                    bitmap[i / 8] |= bit
                    chosen = true
                case .failure(let p): problem = p
                }
            } while try s.moreElements()
        }
        if let problem { return .failure(problem) }
        return .success(chosen ? .choices(UnsafeRawBufferPointer(bitmap)) : .empty)
    }

    /// A multi-choice field's slice of `bitmaps`.
    private func bitmap(of field: Int, in bitmaps: SecretHandle) -> UnsafeMutableRawBufferPointer {
        store.unsafeMutableBytes(bitmaps, from: traits[field].bitmapOffset, count: traits[field].bitmapCount)
    }

    /// Copies the payload into `block`, growing it when needed.
    private func copyIn(_ bytes: UnsafeRawBufferPointer) throws(SecretStoreError) -> UnsafeMutableRawBufferPointer {
        if let b = block, store.capacity(b) < bytes.count {
            store.free(b)
            block = nil
        }
        let b: SecretHandle
        if let block {
            b = block
        } else {
            b = try store.allocate(capacity: bytes.count)
            block = b
        }
        store.update(b) { buffer in
            if let src = bytes.baseAddress, let dst = buffer.baseAddress {
                dst.copyMemory(from: src, byteCount: bytes.count)
            }
            return bytes.count
        }
        return UnsafeMutableRawBufferPointer(mutating: store.unsafeBytes(b))
    }

    /// Zeroes the payload's copy, number scratch and bitmaps, and forgets what it gave.
    private func reset() {
        if let block { store.update(block) { _ in 0 } }
        numbers.release()
        var chose = false
        for t in touched[..<touchedCount] {
            let i = Int(t)
            chose = chose || traits[i].bitmapOffset >= 0
            values[i] = absent[i]
            given[i] = false
            problemAt[i] = -1
        }
        // The bitmaps are few bytes: zeroed at once, not one call per field.
        if chose, let bitmaps { store.unsafeMutableBytes(bitmaps, from: 0, count: bitmapBytes).secureZero() }
        touchedCount = 0
        problems.removeAll(keepingCapacity: true)
    }
}
