import Foundation
import Testing

@testable import FormSystem

@Suite struct RandomUUIDTests {
    /// Gives the same byte again and again.
    struct Repeating: RandomNumberGenerator {
        let byte: UInt8
        mutating func next() -> UInt64 { UInt64(byte) * 0x0101_0101_0101_0101 }
    }

    @Test func versionAndVariantBitsAreSet() {
        var ones = Repeating(byte: 0xFF)
        #expect(RandomUUID.string(using: &ones) == "ffffffff-ffff-4fff-bfff-ffffffffffff")
        var zeros = Repeating(byte: 0)
        #expect(RandomUUID.string(using: &zeros) == "00000000-0000-4000-8000-000000000000")
    }

    @Test func aFreshUUIDIsVersion4AndLowercase() throws {
        var seen = Set<String>()
        for _ in 0..<200 {
            let text = RandomUUID.string()
            let parsed = try #require(UUID(uuidString: text))
            #expect(parsed.uuidString.lowercased() == text)
            let bytes = withUnsafeBytes(of: parsed.uuid) { Array($0) }
            #expect(bytes[6] >> 4 == 4)
            #expect(bytes[8] >> 6 == 0b10)
            seen.insert(text)
        }
        #expect(seen.count == 200)
    }
}
