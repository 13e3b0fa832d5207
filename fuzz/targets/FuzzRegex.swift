// Target `regex`: the native matcher against ICU, pattern by pattern, value by value.
// The Regex files of FormCore are compiled into this target (no pattern cache: every
// input's pattern is compiled afresh and freed); ICU runs through CFormNative as
// CompiledPattern runs it (UTF-16, the same time limit).
//
// Input: byte 0 is the pattern's length n; the next n bytes are the pattern, the rest the value.
// Invariants: a pattern the native subset takes, ICU compiles; on a UTF-8 value ICU answers
// (without running out of time) what the native automaton answers; a value that is not
// UTF-8 never matches natively.
import CFormNative

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRegex(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var r = ByteReader(fuzzBytes(data, size))
    let patternBytes = r.take(Int(r.byte()))
    let value = r.rest()
    guard !patternBytes.isEmpty, let pattern = String(validating: patternBytes, as: UTF8.self),
        let native = NativePattern(pattern)
    else { return 0 }
    var offset: Int32 = 0
    var code: Int32 = 0
    let icu = patternBytes.withUnsafeBufferPointer { fn_regex_compile($0.baseAddress, $0.count, &offset, &code) }
    invariant(
        icu != nil,
        "native pattern \(pattern.debugDescription) does not compile with ICU: \(String(cString: fn_icu_error_name(code)))"
    )
    guard let icu else { return 0 }
    defer { fn_regex_free(icu) }
    let nativeAnswer = value.withUnsafeBytes { native.matches($0) }
    guard let text = String(validating: value, as: UTF8.self) else {
        invariant(!nativeAnswer, "\(pattern.debugDescription) matches bytes that are not UTF-8: \(value)")
        return 0
    }
    let units = Array(text.utf16) + [0]
    let icuAnswer = units.withUnsafeBufferPointer { fn_regex_matches(icu, $0.baseAddress, Int32(units.count - 1), 100) }
    trace(
        "pattern \(pattern.debugDescription) value \(text.debugDescription): native \(nativeAnswer), ICU \(icuAnswer)")
    guard icuAnswer == FN_MATCH_YES || icuAnswer == FN_MATCH_NO else { return 0 }
    invariant(
        (icuAnswer == FN_MATCH_YES) == nativeAnswer,
        "\(pattern.debugDescription) on \(text.debugDescription): ICU \(icuAnswer == FN_MATCH_YES), native \(nativeAnswer)"
    )
    return 0
}
