import FormCore
import Foundation
import Glibc
import Testing

@testable import FormShell

/// Plain mode reads stdin in blocks into locked memory; a line over the limit is refused
/// whole and the lines after it are read as usual (docs/contract.md, "The shell", "Performance").
@Suite struct PlainLineSourceTests {
    /// Feeds `input` through a pipe from another thread and reads every line.
    func readAll(_ input: [UInt8], secret: Bool = false) throws -> [String] {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let (readEnd, writeEnd) = (fds[0], fds[1])
        let writer = Thread {
            input.withUnsafeBytes { b in
                var at = 0
                while at < b.count {
                    let n = write(writeEnd, b.baseAddress! + at, b.count - at)
                    if n <= 0 { break }
                    at += n
                }
            }
            close(writeEnd)
        }
        writer.start()
        defer { close(readEnd) }
        let store = try SecretStore(capacity: 1 << 20)
        let source = PlainLineSource(fd: readEnd, output: BufferShellSink())
        var lines: [String] = []
        while true {
            let read =
                secret
                ? source.readSecret(Prompt(name: "p"), store: store) : source.readLine(Prompt(name: "p"), store: store)
            switch read {
            case .line(let h):
                lines.append(store.withBytes(h) { String(decoding: $0, as: UTF8.self) })
                store.free(h)
            case .tooLong(let limit): lines.append("<too long: \(limit)>")
            case .interrupted: lines.append("<interrupted>")
            case .endOfInput: return lines
            }
        }
    }

    @Test func linesCRLFAndALastLineWithoutNewline() throws {
        #expect(try readAll(Array("one\r\ntwo\n\nthree".utf8)) == ["one", "two", "", "three"])
    }

    @Test func aFiftyMegabyteLineIsRefusedWholeAndTheNextLineIsRead() throws {
        var input = [UInt8](repeating: 0x41, count: 50 << 20)
        input += Array("\nnext\n".utf8)
        #expect(try readAll(input) == ["<too long: \(Prompt.maxLineBytes)>", "next"])
    }

    @Test func aLineOfExactlyTheLimitIsKept() throws {
        let line = [UInt8](repeating: 0x42, count: Prompt.maxLineBytes)
        #expect(try readAll(line + [0x0A]) == [String(decoding: line, as: UTF8.self)])
    }

    @Test func aSecretOverFourKilobytesIsRefusedInPlainModeToo() throws {
        let long = [UInt8](repeating: 0x37, count: 4097)
        let exact = [UInt8](repeating: 0x38, count: 4096)
        let lines = try readAll(long + [0x0A] + exact + [0x0A], secret: true)
        #expect(lines == ["<too long: 4096>", String(decoding: exact, as: UTF8.self)])
    }
}

/// The secure prompt's editing rules (docs/contract.md, "The shell"), byte by byte.
@Suite struct SecureInputTests {
    func type(_ bytes: [UInt8]) throws -> (value: String, effects: [SecureInput.Effect], overflowed: Bool) {
        let store = try SecretStore(capacity: 1 << 16)
        let h = try store.allocate(capacity: 4096)
        var input = SecureInput(store: store, handle: h)
        let effects = bytes.map { input.take($0) }
        return (store.withBytes(h) { String(decoding: $0, as: UTF8.self) }, effects, input.overflowed)
    }

    @Test func arrowFunctionKeysAndPasteMarkersAreIgnored() throws {
        let keys =
            Array("12".utf8) + [0x1B, 0x5B, 0x44] + Array("34".utf8) + [0x1B, 0x4F, 0x50] + [
                0x1B, 0x5B, 0x31, 0x35, 0x7E,
            ]
            + [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E] + Array("56".utf8) + [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E] + [
                0x1B, 0x62,
            ] + Array("7".utf8)
        #expect(try type(keys).value == "1234567")
    }

    @Test func controlBytesAreNotStored() throws {
        #expect(try type([0x31, 0x01, 0x09, 0x32]).value == "12")
    }

    @Test func backspaceRemovesAWholeCharacterAndCtrlUEverything() throws {
        let r = try type(Array("aé".utf8) + [0x7F])
        #expect(r.value == "a")
        #expect(r.effects.last == .erased(1))
        #expect(try type(Array("abc".utf8) + [0x15]).effects.last == .erased(3))
    }

    @Test func overTheLimitIsRefusedAndErasingBackUnderItIsAccepted() throws {
        let over = try type([UInt8](repeating: 0x39, count: 4097))
        #expect(over.overflowed)
        let back = try type([UInt8](repeating: 0x39, count: 4097) + [0x7F])
        #expect(!back.overflowed)
        #expect(back.value.utf8.count == 4096)
    }

    @Test func enterCtrlCAndCtrlDOnAnEmptyValue() throws {
        #expect(try type([0x0D]).effects == [.enter])
        #expect(try type([0x03]).effects == [.cancel])
        #expect(try type([0x04]).effects == [.endOfInput])
        #expect(try type([0x31, 0x04]).effects == [.added, .nothing])
    }
}
