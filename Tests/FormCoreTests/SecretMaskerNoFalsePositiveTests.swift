import Foundation
import TestSupport
import Testing

@testable import FormCore

/// The gate's other half (docs/contract.md, "Submission"): text that holds no secret and no
/// card number comes out byte for byte as it went in. Dates, times and timestamps (one of
/// them 14 digits that pass Luhn), phone numbers, amounts and JSON arrays of numbers; the
/// repo's transcripts, forms, README and docs; and a few thousand generated texts of those
/// kinds (seeded; FORMSH_PROPERTY_SEED overrides it).
@Suite struct SecretMaskerNoFalsePositiveTests {
    static let seed: UInt64 =
        ProcessInfo.processInfo.environment["FORMSH_PROPERTY_SEED"].flatMap { UInt64($0) } ?? 0x0DA7_E5_2026
    static let generated = 4_000

    /// The gate as `run` has it with nothing held (cards only), and with secrets held.
    static func maskers() throws -> [(String, (String) -> String)] {
        let held = try HeldMasker([("Ko7 Rm3q Zt9 Wx4p Lb6", .all), ("4539148803436467", .last4), ("739155", .all)])
        let plain = SecretMasker()
        return [("nothing held", { plain.masked($0) }), ("secrets held", { held.mask($0) })]
    }

    @Test(arguments: [
        "2026-12-06 21:06:39", "2026-12-06T21:06:39Z", "2026-12-06T21:06:39.123+05:00", "Sun, 06 Dec 2026 21:06:39 GMT",
        "06.12.2026 21:06", "12/06/2026 9:06 PM", "1796591199", "sana: 2026-12-06, vaqt: 21:06:39 ✓",
        "+998 90 123 45 67", "+998-90-123-45-67", "+998 (90) 123-45-67", "+998901234567", "тел. +7 912 345-67-89",
        "25 000 000 soʻm", "1 500 000,00 сўм", "12,345,678.90 USD", "€1.234.567,89", "Сумма: 25 000 000 сўм 🙂",
        "[25000000, 1500000]", "[25000000,1500000,300000,45000]", "{\"amounts\": [25000000, 1500000], \"n\": 2}",
        "[\n  25000000,\n  1500000\n]", "ids 1234 5678 9012", "v1.2.3 build 20261206.1", "127.0.0.1:8080",
        "order 4111111111111112 (Luhn fails)", "uuid 3f2b8c1e-9d4a-4e7b-8c21-5a6b7c8d9e0f",
    ])
    func everydayNumbersAreLeftAlone(text: String) throws {
        for (how, mask) in try Self.maskers() { #expect(mask(text) == text, "\(how)") }
    }

    /// Lines of the repo's own transcripts, forms, README and docs. Lines where some digit
    /// runs put together make a Luhn-valid 13–19 digit number are left out: those may be
    /// card numbers (the README's test card is one), and are tested elsewhere.
    @Test func theReposOwnTextComesBackUnchanged() throws {
        var files =
            ["README.md"]
            + ["docs", "transcripts", "forms"].flatMap { folder in
                let names = (try? FileManager.default.contentsOfDirectory(atPath: Repository.path(folder))) ?? []
                return names.sorted().map { "\(folder)/\($0)" }
            }
        files = files.filter { $0.hasSuffix(".md") || $0.hasSuffix(".t") || $0.hasSuffix(".json") }
        #expect(files.count > 30)
        let maskers = try Self.maskers()
        var checked = 0
        var leftOut = 0
        for file in files {
            let text = String(decoding: try Repository.bytes(file), as: UTF8.self)
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                guard !Self.mayHoldCard(line) else {
                    leftOut += 1
                    continue
                }
                for (how, mask) in maskers { #expect(mask(line) == line, "\(file), \(how): \(line)") }
                checked += 1
            }
        }
        #expect(checked > 2_000 && leftOut < checked / 50, "\(checked) lines checked, \(leftOut) left out")
    }

    @Test func generatedEverydayTextComesBackUnchanged() throws {
        var g = SplitMix64(seed: Self.seed)
        let maskers = try Self.maskers()
        for round in 0..<Self.generated {
            let items = (0..<(1 + g.below(4))).map { _ in Self.item(&g) }
            let text = items.joined(separator: g.pick([", ", "; ", " | ", ",\n"]))
            for (how, mask) in maskers {
                #expect(mask(text) == text, "seed \(Self.seed) round \(round), \(how): \(text)")
            }
        }
    }

    // MARK: generated items

    static func digits(_ n: Int, _ g: inout SplitMix64) -> String { (0..<n).map { _ in String(g.below(10)) }.joined() }

    static func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }

    /// One date, time, timestamp, phone number, amount or JSON array, in words around it.
    static func item(_ g: inout SplitMix64) -> String {
        let y = 1990 + g.below(60)
        let mo = two(1 + g.below(12))
        let d = two(1 + g.below(28))
        let h = two(g.below(24))
        let mi = two(g.below(60))
        let s = two(g.below(60))
        let words = g.pick(["", "sana ", "vaqt: ", "Дата ", "to‘lov ", "🙂 ", "oʻtkazma "])
        switch g.below(9) {
        case 0: return words + "\(y)-\(mo)-\(d) \(h):\(mi):\(s)"
        case 1: return words + "\(y)-\(mo)-\(d)T\(h):\(mi):\(s)" + g.pick(["Z", "+05:00", ".\(digits(3, &g))Z"])
        case 2: return words + "\(d).\(mo).\(y) \(h):\(mi)"
        case 3: return words + String(1_000_000_000 + g.below(900_000_000))
        case 4:
            let sep = g.pick([" ", "-"])
            return words + "+998" + sep + digits(2, &g) + sep + digits(3, &g) + sep + digits(2, &g) + sep
                + digits(2, &g)
        case 5: return words + "+998" + digits(9, &g)
        case 6:
            let groups = [String(1 + g.below(999))] + (0..<g.below(4)).map { _ in digits(3, &g) }
            return words + groups.joined(separator: g.pick([" ", ",", ".", "\u{00A0}"]))
                + g.pick([" soʻm", " сўм", " UZS", ""])
        case 7:
            let numbers = (0..<(1 + g.below(6))).map { _ in String(g.below(100_000_000)) }
            return "[" + numbers.joined(separator: g.pick([", ", ",", ",\n  "])) + "]"
        default:
            return words + "\(h):\(mi)" + g.pick(["", ":\(s)"]) + g.pick(["", " \(d)/\(mo)/\(y)"])
        }
    }

    // MARK: the cards a line may hold

    /// Whether some neighbouring digit runs of `line`, put together whatever stands between
    /// them, make a Luhn-valid number of 13–19 digits: more than the gate joins, so a line
    /// without one holds no card number in any reading.
    static func mayHoldCard(_ line: String) -> Bool {
        var runs: [[Int]] = []
        var run: [Int] = []
        for c in line.unicodeScalars {
            if c.properties.numericType == .decimal, let v = c.properties.numericValue {
                run.append(Int(v))
            } else if !run.isEmpty {
                runs.append(run)
                run = []
            }
        }
        if !run.isEmpty { runs.append(run) }
        for i in runs.indices {
            var joined: [Int] = []
            for j in i..<runs.count {
                joined += runs[j]
                if joined.count > 19 { break }
                if joined.count >= 13, luhn(joined) { return true }
            }
        }
        return false
    }

    static func luhn(_ digits: [Int]) -> Bool {
        digits.reversed().enumerated().reduce(0) { sum, d in
            let v = d.offset % 2 == 1 ? d.element * 2 : d.element
            return sum + (v > 9 ? v - 9 : v)
        } % 10 == 0
    }
}
