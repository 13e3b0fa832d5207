/// What a `SecretMasker` knows, behind its lock: the fingerprints remembered for the whole
/// process, the open scopes (each a session's held values and remembered fingerprints),
/// and the locked store all fingerprints, their key and the working hashes of secrets live
/// in. The store is mapped at the first secret, so commands that never see one never map it.
struct MaskerState {
    private var store: SecretStore?
    /// The fingerprints' key, in the locked store; made with it.
    private var key: FingerprintKey?
    private var remembered = FingerprintTable()
    private var scopes: [Scope] = []
    private var nextScope = 0

    /// One session's part.
    struct Scope {
        let id: Int
        let thread: UInt
        var held: [HeldSecrets] = []
        var remembered = FingerprintTable()
        /// How many values `remembered` holds the fingerprints of.
        var values = 0
    }

    /// The locked store's size: 1 MiB, locked page by page as it is used. A value's working
    /// hashes take 16 bytes a byte (64 KiB for the longest secure value) and each window's
    /// fingerprint 32 bytes of table; its own size also tells it apart from a session's
    /// value store (4 MiB), which holds the values themselves.
    static let storeCapacity = 1 << 20

    /// The locked store and the key kept in it, made on first use; nil when the kernel
    /// refuses the mapping (nothing is then remembered).
    private mutating func lockedStore() -> (store: SecretStore, key: FingerprintKey)? {
        if store == nil, let made = try? SecretStore(capacity: Self.storeCapacity),
            let k = FingerprintKey.random(in: made)
        {
            (store, key) = (made, k)
        }
        guard let store, let key else { return nil }
        return (store, key)
    }

    /// The key, for fingerprints of exact bytes (`SecretMasker.exactFingerprint`).
    mutating func exactKey() -> FingerprintKey? { lockedStore()?.key }

    // MARK: scopes

    mutating func openScope(thread: UInt) -> Int {
        nextScope += 1
        scopes.append(Scope(id: nextScope, thread: thread))
        return nextScope
    }

    mutating func hold(_ source: HeldSecrets, scope: Int) {
        guard lockedStore() != nil, let i = scopes.firstIndex(where: { $0.id == scope }) else { return }
        scopes[i].held.append(source)
    }

    /// Closes a scope; returns how many values it handed to the whole process.
    mutating func close(scope: Int, keepingRemembered: Bool) -> Int {
        guard let i = scopes.firstIndex(where: { $0.id == scope }) else { return 0 }
        var closing = scopes.remove(at: i)
        guard let store else { return 0 }
        var kept = 0
        if keepingRemembered {
            closing.remembered.forEach(store: store) { fingerprint, length, flags in
                try? remembered.insert(fingerprint, length: length, flags: flags, store: store)
            }
            kept = closing.values
        }
        closing.remembered.release(store)
        return kept
    }

    // MARK: remembering

    /// Remembers a value in a scope's table, or the process's when `scope` is nil; false
    /// when it has fewer than `minimum` significant characters (or there is no store).
    mutating func remember(
        _ value: UnsafeRawBufferPointer, mask: SecureInputKind.Mask, scope: Int?,
        minimum: Int = SecretMasker.minimumRememberedCharacters
    ) -> Bool {
        guard let locked = lockedStore() else { return false }
        let (store, key) = locked
        let i = scope.flatMap { id in scopes.firstIndex { $0.id == id } }
        if scope != nil && i == nil { return false }
        var table = i.map { scopes[$0].remembered } ?? remembered
        let added =
            SecretHashes.with(value, mask: mask, key: key, store: store) { hashes -> Bool in
                guard hashes.count >= max(1, minimum) else { return false }
                let length = SecretMasker.windowLength(hashes.count)
                let power = key.power(length)
                let last = hashes.count - length
                for w in 0...last {
                    let flags =
                        (w == last ? FingerprintTable.finalWindow : 0)
                        | (hashes.showsLastFour ? FingerprintTable.showsLastFour : 0)
                        | (hashes.needsDigitBoundary ? FingerprintTable.digitBounded : 0)
                    do {
                        try table.insert(
                            hashes.window(w, length, power: power), length: length, flags: flags, store: store)
                    } catch {
                        return w > 0
                    }
                }
                return true
            } ?? false
        if let i {
            scopes[i].remembered = table
            if added { scopes[i].values += 1 }
        } else {
            remembered = table
        }
        return added
    }

    // MARK: masking

    /// The spans of `bytes` to mask, for a write made on `thread`.
    func spans(in bytes: UnsafeRawBufferPointer, cardNumbers: Bool, thread: UInt) -> [MaskSpan] {
        let mine = scopes.filter { $0.thread == thread }
        let tables = ([remembered] + mine.map(\.remembered)).filter { !$0.isEmpty }
        let held = mine.flatMap(\.held)
        guard let store, let key, !tables.isEmpty || !held.isEmpty else {
            return cardNumbers ? SignificantText.cardNumbers(in: bytes) : []
        }
        var text = SignificantText(bytes, cardNumbers: cardNumbers)
        defer { text.zero() }
        var spans = text.cards
        // A remembered value may be one character long (a `FORMSH_SECRET_*` variable).
        guard text.count > 0 else { return MaskSpan.merged(spans) }
        var prefix = text.prefixHashes(key)
        defer { prefix.withUnsafeMutableBytes { Native.secureZero($0.baseAddress, $0.count) } }
        prefix.withUnsafeBufferPointer { p in
            let matcher = WindowMatcher(text: text, prefix: p, key: key)
            for table in tables { spans += matcher.matches(table, store: store) }
            for source in held {
                source.visit { value, mask in
                    spans +=
                        SecretHashes.with(value, mask: mask, key: key, store: store) {
                            matcher.matches(heldValue: $0, store: store)
                        } ?? []
                }
            }
        }
        return MaskSpan.merged(spans)
    }
}

/// Finds the windows of a text whose fingerprints are a secret's.
struct WindowMatcher {
    let text: SignificantText
    let prefix: UnsafeBufferPointer<UInt64>
    let key: FingerprintKey

    /// Every window of the text whose fingerprint a remembered table holds.
    func matches(_ table: FingerprintTable, store: SecretStore) -> [MaskSpan] {
        var spans: [MaskSpan] = []
        for length in table.lengths.keys where length <= text.count {
            let power = key.power(length)
            for j in 0...(text.count - length) {
                let h = FingerprintKey.window(prefix, j, length, power: power)
                guard let flags = table.flags(h, length: length, store: store),
                    flags & FingerprintTable.digitBounded == 0 || standsAlone(j, length)
                else { continue }
                let lastFour = flags & FingerprintTable.finalWindow != 0 && flags & FingerprintTable.showsLastFour != 0
                spans.append(span(j, length, lastFour: lastFour))
            }
        }
        return spans
    }

    /// Every window of the text that is a window of a held value (its fingerprints sorted
    /// in the scratch block), or the whole value when it is short.
    func matches(heldValue value: SecretHashes, store: SecretStore) -> [MaskSpan] {
        let length = SecretMasker.windowLength(value.count)
        guard value.count >= SecretMasker.minimumHeldCharacters, length <= text.count else { return [] }
        let power = key.power(length)
        let final = value.window(value.count - length, length, power: power)
        let windows = value.sortedWindows(length, power: power)
        var spans: [MaskSpan] = []
        for j in 0...(text.count - length) {
            let h = FingerprintKey.window(prefix, j, length, power: power)
            guard SecretHashes.contains(windows, h), !value.needsDigitBoundary || standsAlone(j, length) else {
                continue
            }
            spans.append(span(j, length, lastFour: value.showsLastFour && h == final))
        }
        return spans
    }

    /// Whether no digit is next to the characters [j, j + length).
    private func standsAlone(_ j: Int, _ length: Int) -> Bool {
        func isDigit(_ k: Int) -> Bool { text.values[k] >= 0x30 && text.values[k] <= 0x39 }
        return (j == 0 || !isDigit(j - 1)) && (j + length == text.count || !isDigit(j + length))
    }

    private func span(_ j: Int, _ length: Int, lastFour: Bool) -> MaskSpan {
        MaskSpan(
            range: text.range(j, length),
            shown: lastFour ? SecretMask.bullets + " " + text.lastFour(before: j + length) : SecretMask.bullets)
    }
}
