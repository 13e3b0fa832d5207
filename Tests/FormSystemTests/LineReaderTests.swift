import Foundation
import FormSystem
import Testing

/// `LineReader` never holds more than `maxLine` bytes of a line: a longer one comes back
/// empty with `overlongLimit` set, and reading goes on after its newline.
@Suite struct LineReaderTests {
    func reader(_ text: String, maxLine: Int) throws -> (LineReader, String) {
        let path = NSTemporaryDirectory() + "formsh-linereader-\(UUID().uuidString)"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return (try LineReader(path: path, maxLine: maxLine), path)
    }

    func lines(_ text: String, maxLine: Int) throws -> [String] {
        var (r, path) = try reader(text, maxLine: maxLine)
        defer {
            r.close()
            try? FileManager.default.removeItem(atPath: path)
        }
        var out: [String] = []
        while let (n, bytes) = try r.nextLine() {
            out.append(r.overlongLimit.map { "\(n): overlong \($0)" } ?? "\(n): \(String(decoding: bytes, as: UTF8.self))")
        }
        return out
    }

    @Test func shortLinesComeAsTheyAre() throws {
        #expect(try lines("a\nbb\r\nccc", maxLine: 3) == ["1: a", "2: bb", "3: ccc"])
    }

    @Test func aLongerLineComesEmptyAndTheNextOnesFollow() throws {
        let long = String(repeating: "z", count: 200_000)
        #expect(try lines("a\n\(long)\nb\n\(long)", maxLine: 10) == ["1: a", "2: overlong 10", "3: b", "4: overlong 10"])
    }
}
