import Testing

@testable import FormCore

/// docs/contract.md, "Performance": each distinct pattern is compiled once, whichever field or form uses it.
@Suite struct PatternCacheTests {
    func patterns(_ form: Form) -> [CompiledPattern] {
        form.fields.flatMap(\.rules).compactMap { rule in
            guard case .regex(let r) = rule.kind else { return nil }
            return try? r.compiled.get()
        }
    }

    @Test func fieldsAndFormsShareOneCompiledPattern() throws {
        let rule = #"[{"rule": "regex", "pattern": "^cache-test-[0-9]{3}$", "errorMessage": "m"}]"#
        let components = [textInput("a", rules: rule), textInput("b", rules: rule)].joined(separator: ", ")
        let first = patterns(try loadScreen(components))
        let second = patterns(try loadScreen(components))
        #expect(first.count == 2)
        #expect(first[0] === first[1])
        #expect(first[0] === second[0])
    }

    /// One pattern of each engine; ICU's answer through the UTF-16 path either way.
    @Test(arguments: ["^[a-z]+-[0-9]+$", #"^\p{Ll}+-\d+$"#])
    func aSharedPatternMatchesFromManyThreadsAtOnce(pattern: String) async throws {
        guard case .success(let p) = CompiledPattern.compile(pattern) else {
            Issue.record("does not compile")
            return
        }
        let results = await withTaskGroup(of: Bool.self) { group in
            for i in 0..<64 {
                group.addTask {
                    let text = Array((i.isMultiple(of: 2) ? "abc-\(i)" : "ABC-\(i)").utf16)
                    let m = text.withUnsafeBufferPointer { p.matches($0.baseAddress!, count: Int32($0.count)) }
                    return (m == .yes) == i.isMultiple(of: 2)
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.count == 64 && results.allSatisfy { $0 })
    }

    @Test func aPatternThatDoesNotCompileKeepsItsError() {
        let a = CompiledPattern.compile("(unclosed")
        let b = CompiledPattern.compile("(unclosed")
        guard case .failure(let e1) = a, case .failure(let e2) = b else {
            Issue.record("compiled")
            return
        }
        #expect(e1 == e2)
        #expect(e1.icuError == "U_REGEX_MISMATCHED_PAREN")
    }
}
