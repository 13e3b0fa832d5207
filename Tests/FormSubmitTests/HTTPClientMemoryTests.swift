import FormCore
import Foundation
import Glibc
import Testing

@testable import FormSubmit

/// docs/contract.md, "Secrets and memory" item 5: a posted body is sent from where it lives and leaves no copy behind
/// once the
/// server has answered: not on the Swift side, and not in libcurl's freed buffers.
@Suite struct HTTPClientMemoryTests {
    static let markerLength = 32

    /// Zeroed memory outside the Swift heap.
    static func pages(_ size: Int) throws -> UnsafeMutableRawBufferPointer {
        let raw = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let raw, raw != MAP_FAILED else { throw TestServerError.socket(errno) }
        return UnsafeMutableRawBufferPointer(start: raw, count: size)
    }

    /// The whole text of a /proc file. (Foundation's `String(contentsOfFile:)` stops after
    /// 4 KiB there, since procfs reports a size of 0.)
    static func readProcFile(_ path: String) -> String {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return "" }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = read(fd, &chunk, chunk.count)
            guard n > 0 else { break }
            bytes += chunk[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether the uppercase marker whose lowercase form is `key` occurs anywhere in the
    /// process's readable memory. The key itself never matches (it is lowercase).
    static func memoryContainsMarker(key: UnsafeRawBufferPointer) -> Bool {
        let maps = readProcFile("/proc/self/maps")
        let fd = open("/proc/self/mem", O_RDONLY)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        let chunk = 1 << 20
        let overlap = markerLength - 1
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunk + overlap, alignment: 16)
        defer { buffer.deallocate() }
        for line in maps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 2, fields[1].hasPrefix("r") else { continue }
            let range = fields[0].split(separator: "-")
            guard range.count == 2, let start = UInt64(range[0], radix: 16), let end = UInt64(range[1], radix: 16)
            else { continue }
            if fields.count >= 6, fields[5] == "[vvar]" || fields[5] == "[vsyscall]" { continue }
            var address = start
            var carried = 0
            while address < end {
                let want = Int(min(UInt64(chunk), end - address))
                let n = pread(fd, buffer.baseAddress! + carried, want, off_t(address))
                guard n > 0 else { break }
                let count = carried + n
                if count >= markerLength {
                    for i in 0...(count - markerLength) where buffer[i] ^ 0x20 == key[0] {
                        var j = 1
                        while j < markerLength, buffer[i + j] ^ 0x20 == key[j] { j += 1 }
                        if j == markerLength { return true }
                    }
                }
                carried = min(overlap, count)
                buffer.baseAddress!.copyMemory(from: buffer.baseAddress! + count - carried, byteCount: carried)
                address += UInt64(n)
            }
        }
        return false
    }

    /// A small body travels in libcurl's request buffer, a large one through its upload buffer.
    @Test(arguments: [0, 100 * 1024])
    func aPostedSecretIsNowhereInMemoryAfterTheAnswer(padding: Int) throws {
        let body = try Self.pages(padding + 4096)
        let key = try Self.pages(4096)
        defer {
            munmap(body.baseAddress, body.count)
            munmap(key.baseAddress, key.count)
        }
        // {"note":"    …","card_number":"<32 random capital letters>"}
        let prefix =
            Array(#"{"note":""#.utf8) + [UInt8](repeating: 0x20, count: padding) + Array(#"","card_number":""#.utf8)
        body.copyBytes(from: prefix)
        var random = SystemRandomNumberGenerator()
        for i in 0..<Self.markerLength {
            let letter = UInt8(65 + random.next(upperBound: UInt8(26)))
            body[prefix.count + i] = letter
            key[i] = letter | 0x20
        }
        body[prefix.count + Self.markerLength] = UInt8(ascii: "\"")
        body[prefix.count + Self.markerLength + 1] = UInt8(ascii: "}")
        let bodyCount = prefix.count + Self.markerLength + 2
        let keyView = UnsafeRawBufferPointer(key)

        // Control: the scan finds the secret while it is live.
        #expect(Self.memoryContainsMarker(key: keyView))

        let arrived = Box(false)
        let keyAddress = Int(bitPattern: key.baseAddress)
        let server = try TestServer([.http("200 OK", body: #"{"status":"ok"}"#)], recordBodies: false) { received in
            let keyView = UnsafeRawBufferPointer(
                start: UnsafeRawPointer(bitPattern: keyAddress), count: Self.markerLength)
            let start = prefix.count
            arrived.value =
                received.count == bodyCount
                && (0..<Self.markerLength).allSatisfy { received[start + $0] ^ 0x20 == keyView[$0] }
        }
        // The client stays alive: its libcurl handle is reused, and must not hold the body either.
        let client = HTTPClient(userAgent: "formsh/test")
        let response = try client.send(
            HTTPRequest(
                method: .post, url: server.url("/api/v1/transfer/card"),
                body: UnsafeRawBufferPointer(rebasing: body[0..<bodyCount])))
        server.stop()
        #expect(response.status == 200)
        #expect(arrived.value)

        // The caller wipes its own copy once the server has answered (docs/contract.md, "Secrets and memory" item 2).
        body.initializeMemory(as: UInt8.self, repeating: 0)
        withExtendedLifetime(client) {
            #expect(!Self.memoryContainsMarker(key: keyView))
        }
    }
}
