import Foundation
import Testing

@testable import FormCore

/// A single-quoted word comes back from a real POSIX shell exactly as it went in: quotes,
/// `$`, backslashes, Cyrillic, Uzbek ʻ and emoji included.
@Suite struct ShellQuoteTests {
    @Test(arguments: ["", "plain", "it's", "''", "$HOME `x` \\n \"q\"", "Oʻgʻil ариза 🙂", "a'b'c", "\n"])
    func aShellReadsTheWordBack(_ word: String) throws {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "printf %s " + ShellQuote.singleQuoted(word)]
        let out = Pipe()
        shell.standardOutput = out
        try shell.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        shell.waitUntilExit()
        #expect(String(decoding: data, as: UTF8.self) == word)
    }
}
