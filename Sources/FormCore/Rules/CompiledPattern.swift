import CFormNative
import Synchronization

/// An ICU regular expression, compiled once per distinct pattern text in the process
/// (`compile` goes through `PatternCache`): a form whose fields share one pattern, and
/// every form loaded again, reuse the compiled pattern. ICU matchers are not
/// thread-safe, so each match borrows a matcher of its own from a small pool (a clone
/// of the compiled pattern, made the first time a thread needs one).
public final class CompiledPattern: @unchecked Sendable {
    /// ICU's time limit, in match-engine steps (about a millisecond each on this class
    /// of machine): a catastrophic pattern gives up instead of hanging the shell.
    public static let timeLimitSteps: Int32 = 100

    /// The compiled pattern; never matched with directly, only cloned.
    private let template: OpaquePointer
    /// Matchers not in use; each is used by one thread at a time.
    private let spare = Mutex<[Matcher]>([])

    private struct Matcher: @unchecked Sendable { let regex: OpaquePointer }

    /// The compiled pattern for `pattern`, from the cache or compiled now. Fails with the
    /// UTF-16 offset of the error and ICU's error name.
    public static func compile(_ pattern: String) -> Result<CompiledPattern, PatternError> {
        PatternCache.shared.compiled(pattern, flags: 0)
    }

    /// Compiles without the cache.
    static func compileNew(_ pattern: String, flags: UInt32) -> Result<CompiledPattern, PatternError> {
        var p = pattern
        var offset: Int32 = -1
        var code: Int32 = 0
        let regex = p.withUTF8 { fn_regex_compile($0.baseAddress, $0.count, &offset, &code) }
        guard let regex else {
            return .failure(PatternError(offset: Int(max(offset, 0)), icuError: String(cString: fn_icu_error_name(code))))
        }
        return .success(CompiledPattern(regex))
    }

    private init(_ regex: OpaquePointer) { template = regex }

    deinit {
        for m in spare.withLock({ $0 }) { fn_regex_free(m.regex) }
        fn_regex_free(template)
    }

    public enum Match { case yes, no, timeout, error }

    /// Whole-string match of UTF-16 text.
    public func matches(_ text: UnsafePointer<UInt16>, count: Int32) -> Match {
        guard let matcher = spare.withLock({ $0.popLast()?.regex }) ?? fn_regex_clone(template) else { return .error }
        let r = fn_regex_matches(matcher, text, count, CompiledPattern.timeLimitSteps)
        spare.withLock { $0.append(Matcher(regex: matcher)) }
        switch r {
        case 1: return .yes
        case 0: return .no
        case -1: return .timeout
        default: return .error
        }
    }
}

/// A pattern that does not compile.
public struct PatternError: Error, Equatable, Sendable {
    public let offset: Int
    public let icuError: String
}
