import FormSystem
import Synchronization

/// What the output gate does to every byte before it leaves the process (docs/contract.md, "Submission", "One
/// gate"), and what server text goes through before anything is cut from it. It masks:
/// 1. the session's secret values while they are held, read in place from the value
///    store (`SecretScope.hold`), when they have at least `minimumHeldCharacters`
///    significant characters;
/// 2. values remembered after their wipe (`remember`, `SecretScope.remember`: submitted
///    secrets, and in `replay` and `record` every `FORMSH_SECRET_*` variable and every
///    value read at a secure prompt), kept only as keyed fingerprints of their windows in
///    a locked store of its own, when they have at least `minimumRememberedCharacters`;
/// 3. card numbers, Luhn-valid runs of 13–19 digits (not in `testData`'s output).
///
/// A value is found in every spelling `SignificantReader` reads alike (JSON-escaped,
/// percent-encoded, with separators, in any script's digits, in any case), whole or as
/// any contiguous part of at least max(8, half its length) significant characters; a
/// value of fewer than 8 digits (an OTP, a PIN) only where no digit is next to it, so that
/// it is not found inside an amount, a phone number or a port. What is masked becomes
/// `••••`, plus the last four characters when the value's mask is `last4` or it is a card
/// number and the match reaches its end.
///
/// One masker serves the whole process. A session's held values and what it remembers
/// belong to the scope it opens on its thread: only writes made from that thread consult
/// them, so sessions replayed in parallel never read each other's stores.
public final class SecretMasker: OutputMasker, Sendable {
    /// Held values shorter than this are not looked for: they would mask ordinary words
    /// and numbers (a three-digit CVV is looked for while held).
    public static let minimumHeldCharacters = 3
    /// Values shorter than this are not remembered after their wipe (docs/contract.md, "Submission": a CVV).
    public static let minimumRememberedCharacters = 6

    private let lock = Mutex(())
    /// Read and changed only with `lock` held.
    private let storage = MaskerStorage()
    /// Remembered values plus open scopes: while 0, only card numbers are looked for.
    private let known = Atomic<Int>(0)

    public init() {}

    /// `body` with the lock held.
    func locked<R>(_ body: (inout MaskerState) -> R) -> R {
        lock.withLock { _ in body(&storage.state) }
    }

    /// Values of at least this many significant characters are also found by their parts.
    static let partsFrom = 8

    /// The length of the windows a value of `n` significant characters is found by: the
    /// whole value below 8, else max(8, half of it rounded up).
    static func windowLength(_ n: Int) -> Int { n < partsFrom ? n : max(partsFrom, (n + 1) / 2) }

    // MARK: the gate's hook

    public func mask(_ bytes: UnsafeRawBufferPointer, emit: (UnsafeRawBufferPointer) -> Void) {
        MaskSpan.emit(spans(in: bytes, cardNumbers: true), in: bytes, emit)
    }

    /// The same masker for output formsh generated itself as test data and no person typed
    /// (`vectors`, `probe --dry-run`): secrets still masked, card numbers left as they are.
    public var testData: any OutputMasker { TestDataMasker(base: self) }

    /// The masked spans of `bytes`, sorted and merged.
    func spans(in bytes: UnsafeRawBufferPointer, cardNumbers: Bool) -> [MaskSpan] {
        guard known.load(ordering: .acquiring) > 0 else {
            guard cardNumbers, SecretMasker.mayHoldCardNumber(bytes) else { return [] }
            return SignificantText.cardNumbers(in: bytes)
        }
        let thread = Native.currentThread()
        return locked { s in s.spans(in: bytes, cardNumbers: cardNumbers, thread: thread) }
    }

    /// Whether `bytes` have enough bytes that can spell a digit (a digit, `\`, `%`, or a
    /// non-ASCII byte) for a card number: most output has not, and needs no decoding.
    private static func mayHoldCardNumber(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var candidates = 0
        for b in bytes where (b >= 0x30 && b <= 0x39) || b == 0x5C || b == 0x25 || b >= 0x80 {
            candidates += 1
            if candidates >= CardNumberRun.lengths.lowerBound { return true }
        }
        return false
    }

    // MARK: text

    /// `text` with every secret masked.
    public func masked(_ text: String) -> String {
        var text = text
        return text.withUTF8 { maskedText(UnsafeRawBufferPointer($0)) }
    }

    /// The bytes (UTF-8, invalid sequences replaced) with every secret masked.
    public func maskedText(_ bytes: UnsafeRawBufferPointer) -> String {
        let spans = spans(in: bytes, cardNumbers: true)
        guard !spans.isEmpty else { return String(decoding: bytes, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        defer { out.zeroAndRemoveAll() }
        MaskSpan.emit(spans, in: bytes) { out.append(contentsOf: $0) }
        return String(decoding: out, as: UTF8.self)
    }

    /// Every string (and object key) in `value`, masked.
    public func masked(_ value: JSONValue) -> JSONValue {
        switch value {
        case .string(let s): return .string(masked(s))
        case .array(let items): return .array(items.map(masked))
        case .object(let object): return .object(masked(object))
        case .null, .bool, .number: return value
        }
    }

    /// Every string and key of an object, masked.
    public func masked(_ object: JSONObject) -> JSONObject {
        JSONObject(object.entries.map { (masked($0.key), masked($0.value)) })
    }

    /// `value` masked for a file or a screen that must stay JSON (docs/contract.md,
    /// "Submission"): every string and key masked, and every number that holds a secret
    /// written as its masked text in a string (`"••••"`, `"•••• 3467"`).
    public func maskedKeepingStructure(_ value: JSONValue) -> JSONValue {
        switch value {
        case .string(let s): return .string(masked(s))
        case .array(let items): return .array(items.map(maskedKeepingStructure))
        case .object(let object):
            return .object(JSONObject(object.entries.map { (masked($0.key), maskedKeepingStructure($0.value)) }))
        case .number(let n):
            let shown = masked(n)
            return shown == n ? value : .string(shown)
        case .null, .bool: return value
        }
    }

    // MARK: remembering

    /// Remembers a value for the rest of the process, as fingerprints. Values shorter than
    /// `minimumRememberedCharacters` are not remembered unless `howeverShort`: a submitted
    /// value is not, while the values a transcript names (`FORMSH_SECRET_*` variables,
    /// values read at a secure prompt in `replay` and `record`) and `--header-env` values
    /// are, however short (docs/contract.md, "Submission").
    public func remember(_ value: UnsafeRawBufferPointer, mask: SecureInputKind.Mask = .all, howeverShort: Bool = false)
    {
        let minimum = howeverShort ? 1 : SecretMasker.minimumRememberedCharacters
        let added = locked { s in s.remember(value, mask: mask, scope: nil, minimum: minimum) }
        if added { known.add(1, ordering: .releasing) }
    }

    /// Remembers a value that is already a `String` (a variable of the environment).
    public func remember(_ value: String, mask: SecureInputKind.Mask = .all, howeverShort: Bool = false) {
        var value = value
        value.withUTF8 { remember(UnsafeRawBufferPointer($0), mask: mask, howeverShort: howeverShort) }
    }

    /// Remembers every `FORMSH_SECRET_*` variable of `environment` (`replay`, `record`),
    /// however short.
    public func rememberSecretVariables(of environment: [String: String]) {
        for (name, value) in environment where name.hasPrefix(SecretMasker.secretVariablePrefix) {
            remember(value, howeverShort: true)
        }
    }

    /// The prefix of the variables that hold secrets for transcripts (docs/contract.md, "Transcripts").
    public static let secretVariablePrefix = "FORMSH_SECRET_"

    // MARK: scopes

    /// Opens a scope for the calling thread's session: the values it holds and remembers
    /// are looked for in that thread's writes until it is closed.
    public func openScope() -> SecretScope {
        let id = locked { s in s.openScope(thread: Native.currentThread()) }
        known.add(1, ordering: .releasing)
        return SecretScope(masker: self, id: id)
    }

    func hold(_ source: HeldSecrets, scope: Int) {
        locked { s in s.hold(source, scope: scope) }
    }

    func remember(_ value: UnsafeRawBufferPointer, mask: SecureInputKind.Mask, scope: Int) {
        locked { s in _ = s.remember(value, mask: mask, scope: scope) }
    }

    func close(scope: Int, keepingRemembered: Bool) {
        let kept = locked { s in s.close(scope: scope, keepingRemembered: keepingRemembered) }
        known.add(kept - 1, ordering: .releasing)
    }
}

/// A session's part of the masker (`SecretMasker.openScope`): the values it holds, read
/// in place whenever its thread writes, and the values it submitted, remembered as
/// fingerprints. Closing it forgets both, or hands what it remembered to the whole
/// process (a terminal session, whose transcript `record` writes afterwards).
public final class SecretScope: Sendable {
    private let masker: SecretMasker
    private let id: Int

    init(masker: SecretMasker, id: Int) {
        self.masker = masker
        self.id = id
    }

    /// Looks for the values `visit` hands over (each with its mask) in every write the
    /// scope's thread makes, reading them where they live. `visit` is called only on that
    /// thread.
    public func hold(_ visit: @escaping SecretVisitor) {
        masker.hold(HeldSecrets(visit), scope: id)
    }

    /// Remembers a value (submitted, or read at a secure prompt) for the rest of the scope.
    public func remember(_ value: UnsafeRawBufferPointer, mask: SecureInputKind.Mask) {
        masker.remember(value, mask: mask, scope: id)
    }

    /// Ends the scope: its held values are no longer read; what it remembered is forgotten,
    /// or kept for the rest of the process.
    public func close(keepingRemembered: Bool) {
        masker.close(scope: id, keepingRemembered: keepingRemembered)
    }
}

/// Calls its argument once per secret value, with the value's bytes and its mask.
public typealias SecretVisitor = ((UnsafeRawBufferPointer, SecureInputKind.Mask) -> Void) -> Void

/// A held source, called only on the thread of the scope that holds it.
final class HeldSecrets: @unchecked Sendable {
    let visit: SecretVisitor
    init(_ visit: @escaping SecretVisitor) { self.visit = visit }
}

/// The masker's state, behind its lock.
private final class MaskerStorage: @unchecked Sendable {
    var state = MaskerState()
}

/// `SecretMasker.testData`: secrets masked, card numbers left as they are.
struct TestDataMasker: OutputMasker {
    let base: SecretMasker

    func mask(_ bytes: UnsafeRawBufferPointer, emit: (UnsafeRawBufferPointer) -> Void) {
        MaskSpan.emit(base.spans(in: bytes, cardNumbers: false), in: bytes, emit)
    }
}
