import FormCLI
import Testing

/// Typed options of `ArgumentList`: a value read and checked, or a usage error that names
/// the option, what it takes and the text given, byte for byte.
@Suite struct ArgumentListTypedTests {
    let args = ArgumentList([], command: "check")

    func message(_ body: () throws -> Void) -> String? {
        do { try body() } catch {
            if case .usage(let message, let command)? = error as? CLIError, command == "check" { return message }
            return "not a usage error of check: \(error)"
        }
        return nil
    }

    @Test func aCountInItsRangeIsRead() throws {
        #expect(try args.count("3", of: "--jobs", in: 1...4, expecting: "takes 1 to 4") == 3)
        #expect(try args.count(nil, of: "--jobs", in: 1...4, expecting: "takes 1 to 4") == nil)
        #expect(try args.count("0", of: "--durations", atLeast: 0) == 0)
    }

    @Test(arguments: ["0", "5", "пять", "3👍", "", "2.5"])
    func aCountOutOfRangeOrNotAWholeNumberIsAUsageError(_ text: String) {
        let error = message {
            _ = try args.count(text, of: "--jobs", in: 1...4, expecting: "takes a whole number from 1 to 4")
        }
        #expect(error == "--jobs takes a whole number from 1 to 4, not '\(text)'")
    }

    @Test func secondsAreMoreThanZeroAndAtMostTheMaximum() throws {
        #expect(try args.seconds("2.5", of: "--timeout", upTo: 3600) == 2.5)
        #expect(try args.seconds("3600", of: "--timeout", upTo: 3600) == 3600)
        for text in ["0", "3601", "oʻn"] {
            let error = message { _ = try args.seconds(text, of: "--timeout", upTo: 3600) }
            #expect(error == "--timeout takes a number of seconds (0 < s ≤ 3600), not '\(text)'")
        }
    }

    @Test func aChoiceNamesEveryWordItTakes() throws {
        #expect(try args.choice("dot", of: "--format", among: ["mermaid", "dot"]) == "dot")
        #expect(
            message { _ = try args.choice("svg", of: "--format", among: ["mermaid", "dot"]) }
                == "--format takes mermaid or dot, not 'svg'")
        #expect(
            message { _ = try args.choice("Текст", of: "--format", among: ["a", "b", "c"]) }
                == "--format takes a, b or c, not 'Текст'")
        #expect(
            message { _ = try args.choice("xml", of: "--format", among: ["github"]) }
                == "--format takes github, not 'xml'")
    }
}
