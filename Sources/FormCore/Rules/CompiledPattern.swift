import Synchronization

/// An ICU regular expression, compiled once per distinct pattern text in the process
/// (`compile` goes through `PatternCache`): a form whose fields share one pattern, and
/// every form loaded again, reuse the compiled pattern.
///
/// ICU compiles every pattern outside the native subset (its errors are the schema's
/// errors). A pattern in the native subset (`ByteNFA`) is built as a `NativePattern`,
/// which matches UTF-8 values in place with ICU's answer; the others match with ICU on a
/// UTF-16 copy. ICU compiles a native pattern only when an ICU match of it is asked for
/// (the subset is one ICU compiles: fuzz target `regex`), so that a form whose patterns
/// are all native never sets ICU's regex engine up: its first compilation in a process
/// builds ICU's Unicode sets, about 8 M instructions, most of the loan form's start-up.
/// ICU matchers are not thread-safe, so each ICU match borrows a matcher of its own: the
/// first matcher, taken with one atomic exchange, or when another thread holds it, one
/// from a small locked pool (a clone of the compiled pattern, made when first needed).
public final class CompiledPattern: @unchecked Sendable {
    /// ICU's time limit, in match-engine steps (about a millisecond each on this class
    /// of machine): a catastrophic pattern gives up instead of hanging the shell.
    public static let timeLimitSteps: Int32 = 100

    /// Which engine matches values.
    public enum Engine: Sendable { case native, icu }

    /// The pattern text, for a native pattern's ICU compilation.
    private let text: String
    /// The ICU pattern; never matched with directly, only cloned. For a native pattern,
    /// nil until its first ICU match.
    private let template: Mutex<Template>
    /// The same pattern as a byte automaton, when it is in the native subset.
    private let native: NativePattern?
    /// The matcher of ICU-engine patterns that most matches use, and whether a thread holds it.
    private let first: OpaquePointer?
    private let firstHeld = Atomic<Bool>(false)
    /// Matchers not in use; each is used by one thread at a time.
    private let spare = Mutex<[Matcher]>([])

    private struct Matcher: @unchecked Sendable { let regex: OpaquePointer }
    private struct Template: @unchecked Sendable { var regex: OpaquePointer? }

    /// The compiled pattern for `pattern`, from the cache or compiled now. Fails with the
    /// UTF-16 offset of the error and ICU's error name.
    public static func compile(_ pattern: String) -> Result<CompiledPattern, PatternError> {
        ProcessState.patterns.compiled(pattern, flags: 0)
    }

    /// Compiles without the cache.
    static func compileNew(_ pattern: String, flags: UInt32) -> Result<CompiledPattern, PatternError> {
        if let native = NativePattern(pattern) { return .success(CompiledPattern(pattern, icu: nil, native: native)) }
        return Native.compileRegex(pattern).map { CompiledPattern(pattern, icu: $0, native: nil) }
    }

    private init(_ pattern: String, icu: OpaquePointer?, native: NativePattern?) {
        text = pattern
        template = Mutex(Template(regex: icu))
        self.native = native
        first = native == nil ? icu.flatMap { Native.cloneRegex($0) } : nil
    }

    /// A new ICU matcher: a clone of the ICU pattern, compiled first if it was not yet.
    private func newMatcher() -> OpaquePointer? {
        template.withLock { t in
            if t.regex == nil { t.regex = try? Native.compileRegex(text).get() }
            return t.regex.flatMap { Native.cloneRegex($0) }
        }
    }

    /// `.native` when values are matched without ICU.
    public var engine: Engine { native == nil ? .icu : .native }

    deinit {
        for m in spare.withLock({ $0 }) { Native.freeRegex(m.regex) }
        Native.freeRegex(first)
        Native.freeRegex(template.withLock { $0.regex })
    }

    public enum Match { case yes, no, timeout, error }

    /// Whole match of a value's UTF-8 bytes: natively in place, or with ICU on a UTF-16
    /// copy in a scratch block of `scratch`. Bytes that are not UTF-8 never match
    /// (`.no` natively, `.error` with ICU).
    public func matches(utf8 bytes: UnsafeRawBufferPointer, scratch: SecretStore) -> Match {
        if let native { return native.matches(bytes) ? .yes : .no }
        return ValueText.withUTF16(bytes, scratch: scratch) { matches($0, count: $1) } ?? .error
    }

    /// Whole-string match of UTF-16 text, with ICU whatever the engine.
    public func matches(_ text: UnsafePointer<UInt16>, count: Int32) -> Match {
        if let first, firstHeld.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
            defer { firstHeld.store(false, ordering: .releasing) }
            return Native.regexMatches(first, text, count: count, timeLimit: CompiledPattern.timeLimitSteps)
        }
        guard let matcher = spare.withLock({ $0.popLast()?.regex }) ?? newMatcher() else { return .error }
        defer { spare.withLock { $0.append(Matcher(regex: matcher)) } }
        return Native.regexMatches(matcher, text, count: count, timeLimit: CompiledPattern.timeLimitSteps)
    }
}

/// A pattern that does not compile.
public struct PatternError: Error, Equatable, Sendable {
    public let offset: Int
    public let icuError: String
}
