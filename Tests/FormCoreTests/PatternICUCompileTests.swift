@testable import FormCore
import Testing

/// ICU compiles a pattern of the native subset only when an ICU match of it is asked for,
/// so that loading a form whose patterns are all native never sets ICU's regex engine up.
@Suite struct PatternICUCompileTests {
    @Test func aNativePatternIsCompiledByICUOnlyAtItsFirstICUMatch() throws {
        let pattern = try CompiledPattern.compileNew("^[A-Z]{2}[0-9]{7}$", flags: 0).get()
        #expect(pattern.engine == .native)
        #expect(!pattern.isCompiledByICU)
        let yes = Array("AB1234567".utf16), no = Array("AB123456".utf16)
        #expect(yes.withUnsafeBufferPointer { pattern.matches($0.baseAddress!, count: Int32($0.count)) } == .yes)
        #expect(pattern.isCompiledByICU)
        #expect(no.withUnsafeBufferPointer { pattern.matches($0.baseAddress!, count: Int32($0.count)) } == .no)
    }

    @Test func aPatternOutsideTheSubsetIsCompiledByICUAtOnce() throws {
        let pattern = try CompiledPattern.compileNew("^(a+)\\1$", flags: 0).get()
        #expect(pattern.engine == .icu)
        #expect(pattern.isCompiledByICU)
    }

    @Test func anInvalidPatternStillFailsWhenCompiled() {
        let result = CompiledPattern.compileNew("[z-a]", flags: 0)
        #expect(throws: PatternError.self) { try result.get() }
    }
}
