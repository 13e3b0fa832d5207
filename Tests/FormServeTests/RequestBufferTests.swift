import Testing

@testable import FormServe

@Suite struct RequestBufferTests {
    private func allZero(_ bytes: UnsafeRawBufferPointer) -> Bool { bytes.allSatisfy { $0 == 0 } }

    @Test func consumeZeroesTheConsumedBytesAndTheVacatedTail() {
        let buffer = RequestBuffer(initialCapacity: 64, limit: 1024)
        let first = Array("SECRET-4111111111111111".utf8)
        let second = Array("next".utf8)
        _ = (first + second).withUnsafeBytes { buffer.append($0) }
        buffer.consume(first.count)
        #expect(Array(buffer.bytes) == second)
        let raw = buffer.rawStorage
        #expect(allZero(UnsafeRawBufferPointer(rebasing: raw[second.count...])))
        buffer.consume(second.count)
        #expect(buffer.count == 0)
        #expect(allZero(buffer.rawStorage))
    }

    @Test func growingKeepsTheBytesAndZeroesTheRoom() {
        let buffer = RequestBuffer(initialCapacity: 8, limit: 100)
        let bytes = (0..<50).map { UInt8($0 + 1) }
        #expect(bytes.withUnsafeBytes { buffer.append($0) } == 50)
        #expect(Array(buffer.bytes) == bytes)
        #expect(buffer.capacity == 64)
        #expect(allZero(UnsafeRawBufferPointer(rebasing: buffer.rawStorage[50...])))
    }

    @Test func limitIsHonoured() {
        let buffer = RequestBuffer(initialCapacity: 8, limit: 20)
        let bytes = [UInt8](repeating: 7, count: 30)
        #expect(bytes.withUnsafeBytes { buffer.append($0) } == 20)
        #expect(buffer.spare().isEmpty)
    }

    @Test func wipeZeroesEverything() {
        let buffer = RequestBuffer(initialCapacity: 16, limit: 64)
        _ = Array("card=4111111111111111".utf8).withUnsafeBytes { buffer.append($0) }
        buffer.wipe()
        #expect(buffer.count == 0)
        #expect(allZero(buffer.rawStorage))
    }
}
