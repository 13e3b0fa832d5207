import CFormNative
import Synchronization

/// An ICU regular expression compiled once per load. ICU matcher objects are not
/// thread-safe, so matching takes a lock (uncontended in a shell session).
public final class CompiledPattern: @unchecked Sendable {
    /// ICU's time limit, in match-engine steps (about a millisecond each on this class
    /// of machine): a catastrophic pattern gives up instead of hanging the shell.
    public static let timeLimitSteps: Int32 = 100

    private let regex: OpaquePointer
    private let lock = Mutex(())

    /// Compiles a pattern. Fails with the UTF-16 offset of the error and ICU's error name.
    public static func compile(_ pattern: String) -> Result<CompiledPattern, PatternError> {
        var p = pattern
        var offset: Int32 = -1
        var code: Int32 = 0
        let regex = p.withUTF8 { fn_regex_compile($0.baseAddress, $0.count, &offset, &code) }
        guard let regex else {
            return .failure(PatternError(offset: Int(max(offset, 0)), icuError: String(cString: fn_icu_error_name(code))))
        }
        return .success(CompiledPattern(regex))
    }

    private init(_ regex: OpaquePointer) { self.regex = regex }
    deinit { fn_regex_free(regex) }

    public enum Match { case yes, no, timeout, error }

    /// Whole-string match of UTF-16 text.
    public func matches(_ text: UnsafePointer<UInt16>, count: Int32) -> Match {
        let r = lock.withLock { _ in fn_regex_matches(regex, text, count, CompiledPattern.timeLimitSteps) }
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
