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
}
