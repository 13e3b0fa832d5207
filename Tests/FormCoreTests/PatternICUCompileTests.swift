import Testing

@testable import FormCore

/// Which engine judges a pattern, and ICU's answer for a pattern of the native subset.
/// That ICU is not even loaded while every pattern of a form is native is checked on the
/// running process (Tests/System/test-startup-libraries.sh).
@Suite struct PatternICUCompileTests {
    @Test func aNativePatternMatchesThroughICUToo() throws {
        let pattern = try CompiledPattern.compileNew("^[A-Z]{2}[0-9]{7}$", flags: 0).get()
        #expect(pattern.engine == .native)
        let yes = Array("AB1234567".utf16)
        let no = Array("AB123456".utf16)
        let cyrillic = Array("АБ1234567".utf16)
        #expect(yes.withUnsafeBufferPointer { pattern.matches($0.baseAddress!, count: Int32($0.count)) } == .yes)
        #expect(no.withUnsafeBufferPointer { pattern.matches($0.baseAddress!, count: Int32($0.count)) } == .no)
        #expect(cyrillic.withUnsafeBufferPointer { pattern.matches($0.baseAddress!, count: Int32($0.count)) } == .no)
    }

    @Test func aPatternOutsideTheSubsetIsICUs() throws {
        let pattern = try CompiledPattern.compileNew("^(a+)\\1$", flags: 0).get()
        #expect(pattern.engine == .icu)
        let yes = Array("aaaa".utf16)
        let no = Array("aaa".utf16)
        #expect(yes.withUnsafeBufferPointer { pattern.matches($0.baseAddress!, count: Int32($0.count)) } == .yes)
        #expect(no.withUnsafeBufferPointer { pattern.matches($0.baseAddress!, count: Int32($0.count)) } == .no)
    }

    @Test func anInvalidPatternStillFailsWhenCompiled() {
        let result = CompiledPattern.compileNew("[z-a]", flags: 0)
        #expect(throws: PatternError.self) { try result.get() }
    }
}
