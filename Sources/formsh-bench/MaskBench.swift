import FormCore
import Foundation

/// The output gate's masker (docs/contract.md, "Submission"), which every byte formsh
/// writes passes through: MB/s over text of four kinds, written line by line as the shell
/// writes it, with nothing held (card numbers only, the common case) and with a session's
/// secrets held (a passphrase, a card number, a code). Median of 11 passes.
struct MaskBench: BenchSection {
    var id: String { "mask" }
    var title: String { "Output gate (masking)" }

    func run(_ repo: BenchRepo) throws -> String {
        let inputs: [(String, [UInt8])] = [
            ("README.md (prose)", try repo.bytes("README.md")),
            ("transcripts (shell output)", try transcripts(repo)),
            ("JSON answers with numbers", Self.jsonAnswers()),
            ("Tests/Fixtures/masker (escaped spellings)", try repo.bytes("Tests/Fixtures/masker/spellings.jsonl")),
        ]
        let store = try SecretStore(capacity: 1 << 16)
        let held = SecretMasker()
        let scope = held.openScope()
        var handles: [SecretHandle] = []
        for value in ["Ko7 Rm3q Zt9 Wx4p Lb6", "4539148803436467", "739155"] {
            handles.append(try Array(value.utf8).withUnsafeBytes { b in try store.store(b) })
        }
        scope.hold { visit in for h in handles { store.withBytes(h) { visit($0, .all) } } }
        var rows = [
            "| text | MB | nothing held | MB/s | secrets held | MB/s |",
            "| --- | ---: | ---: | ---: | ---: | ---: |",
        ]
        for (name, bytes) in inputs {
            let lines = Self.lines(bytes)
            let mb = Double(bytes.count) / 1e6
            var cells = "| \(name) | \(fixed(mb, 2)) |"
            for masker in [SecretMasker(), held] {
                var written = 0
                let time = bytes.withUnsafeBytes { all in
                    Measure.median(samples: 11) {
                        for r in lines {
                            masker.mask(UnsafeRawBufferPointer(rebasing: all[r])) { written &+= $0.count }
                        }
                    }
                }
                if written == 0 { throw BenchError("\(name): nothing came out of the masker") }
                cells += " \(fixed(time.milliseconds, 1)) ms | **\(fixed(mb / time.seconds, 0))** |"
            }
            rows.append(cells)
        }
        scope.close(keepingRemembered: false)
        return rows.joined(separator: "\n") + "\n"
    }

    private func transcripts(_ repo: BenchRepo) throws -> [UInt8] {
        let folder = repo.root.appendingPathComponent("transcripts").path
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        return try names.filter { $0.hasSuffix(".t") }.flatMap { try repo.bytes("transcripts/" + $0) }
    }

    /// Answers a server might send: amounts, ids, timestamps and phone numbers in JSON.
    static func jsonAnswers() -> [UInt8] {
        var out = ""
        for i in 0..<5_000 {
            out += #"{"id": \#(100_000 + i), "amounts": [25000000, \#(1_500_000 + i)], "#
            out += #""at": "2026-12-06T21:06:\#(i % 60 + 10)Z", "phone": "+998 90 123 \#(10 + i % 90) 67", "#
            out += #""note": "Toʻlov qabul qilindi ✓ Платёж принят"}"# + "\n"
        }
        return Array(out.utf8)
    }

    static func lines(_ bytes: [UInt8]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        for (i, b) in bytes.enumerated() where b == 0x0A {
            lines.append(start..<(i + 1))
            start = i + 1
        }
        if start < bytes.count { lines.append(start..<bytes.count) }
        return lines
    }
}
