import FormSystem
import Foundation
import TestSupport
import Testing

/// `LineReader` never holds more than `maxLine` bytes of a line: a longer one comes back
/// empty with `overlongLimit` set, and reading goes on after its newline.
@Suite struct LineReaderTests {
    func lines(_ text: String, maxLine: Int) throws -> [String] {
        let folder = try TemporaryFolder("formsh-linereader")
        var r = try LineReader(path: try folder.write("lines", text), maxLine: maxLine)
        defer { r.close() }
        var out: [String] = []
        while let (n, bytes) = try r.nextLine() {
            out.append(
                r.overlongLimit.map { "\(n): overlong \($0)" } ?? "\(n): \(String(decoding: bytes, as: UTF8.self))")
        }
        return out
    }

    @Test func shortLinesComeAsTheyAre() throws {
        #expect(try lines("a\nbb\r\nccc", maxLine: 3) == ["1: a", "2: bb", "3: ccc"])
    }

    @Test func aLongerLineComesEmptyAndTheNextOnesFollow() throws {
        let long = String(repeating: "z", count: 200_000)
        #expect(
            try lines("a\n\(long)\nb\n\(long)", maxLine: 10) == ["1: a", "2: overlong 10", "3: b", "4: overlong 10"])
    }

    /// A command-line argument: a relative path is read from the working directory, an
    /// absolute one as it is; the file is closed after `read`, and a missing one is ENOENT.
    @Test func anArgumentIsReadFromTheWorkingDirectory() throws {
        let folder = try TemporaryFolder("formsh-linereader")
        let absolute = try folder.write("lines", "a\nb\n")
        func count(_ argument: String) throws(SystemError) -> Int {
            try LineReader.reading(argument: argument, workingDirectory: folder.path) { r throws(SystemError) in
                var n = 0
                while try r.nextLine() != nil { n += 1 }
                return n
            }
        }
        #expect(try count("lines") == 2)
        #expect(try count(absolute) == 2)
        #expect(throws: SystemError(code: ENOENT)) { try count("missing") }
    }
}
