import Foundation
import TestSupport
import Testing

/// `formsh vectors` and `formsh check FORM --vectors FILE`: the vectors of every sample
/// form agree with formsh's own verdicts; one edited vector makes check exit 1.
@Suite struct VectorsCommandTests {

    @Test(arguments: Fixtures.sampleForms)
    func vectorsPipedToCheckAgreeWithThemselves(_ form: String) throws {
        let vectors = CLIRun(["vectors", form])
        #expect(vectors.status == 0, "\(vectors.stderr)")
        let count = vectors.stdout.split(separator: "\n").count
        #expect(count >= 1)
        let file = try TemporaryFile(contents: vectors.stdout, name: "vectors.jsonl")
        let check = CLIRun(["check", form, "--vectors", file.path])
        #expect(check.status == 0, "\(check.stdout)")
        #expect(check.stdout == "\(count) vector\(count == 1 ? "" : "s"): \(count) agree, 0 differ\n")
    }

    /// The gate masks card numbers everywhere but in test data formsh built itself: a
    /// vector's card number is kept whole, so the vectors still agree with formsh.
    @Test(arguments: [
        ["vectors", "forms/card_transfer/step1_card.json"],
        ["probe", "forms/card_transfer/step1_card.json", "--dry-run"],
    ])
    func cardNumbersInGeneratedPayloadsAreKept(_ arguments: [String]) throws {
        let run = CLIRun(arguments, gate: CLIRun.processGate())
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains("••••"))
        #expect(run.stdout.contains(#""card_number": "8600123456789012""#))
        guard arguments[0] == "vectors" else { return }
        let file = try TemporaryFile(contents: run.stdout, name: "vectors.jsonl")
        #expect(CLIRun(["check", arguments[1], "--vectors", file.path], gate: CLIRun.processGate()).status == 0)
    }

    @Test func oneEditedVectorMakesCheckExitOne() throws {
        let form = "forms/loan_application.json"
        let vectors = CLIRun(["vectors", form]).stdout
        var lines = vectors.split(separator: "\n").map(String.init)
        let i = try #require(lines.firstIndex { $0.contains(#""name": "amount 3. max 50000000: above""#) })
        lines[i] = lines[i].replacingOccurrences(
            of: "Eng ko'p summa: 50 000 000 so'm", with: "Eng koʻp summa: 50 mln soʻm")
        let j = try #require(lines.firstIndex { $0.contains(#""name": "full_name 2. minLength 3: at""#) })
        lines[j] = lines[j].replacingOccurrences(
            of: #""valid": true, "errors": {}"#,
            with: #""valid": false, "errors": {"full_name": "Ism kamida 3 belgidan iborat bo'lsin"}"#)
        lines.append(#"{"name": "hand-written", "payload": [], "valid": true, "errors": {}}"#)
        let file = try TemporaryFile(contents: lines.joined(separator: "\n") + "\n", name: "vectors.jsonl")
        let check = CLIRun(["check", form, "--vectors", file.path])
        #expect(check.status == 1)
        #expect(j < i)
        #expect(
            check.stdout.split(separator: "\n").map(String.init) == [
                "\(j + 1): full_name 2. minLength 3: at: vector: invalid (full_name: Ism kamida 3 belgidan iborat bo'lsin); formsh: valid",
                "\(i + 1): amount 3. max 50000000: above: vector: invalid (amount: Eng koʻp summa: 50 mln soʻm); formsh: invalid (amount: Eng ko'p summa: 50 000 000 so'm)",
                "\(lines.count): not a vector: \"payload\" must be an object",
                "\(lines.count) vectors: \(lines.count - 3) agree, 3 differ",
            ])
        let json = CLIRun(["check", form, "--vectors", file.path, "--json"])
        #expect(json.status == 1)
        #expect(json.stdout.split(separator: "\n").count == lines.count)
        #expect(
            json.stdout.contains(
                #""agrees": false, "vector": {"valid": false, "errors": {"full_name": "Ism kamida 3 belgidan iborat bo'lsin"}}, "formsh": {"valid": true, "errors": {}}}"#
            ))
        #expect(json.stderr == "\(lines.count) vectors: \(lines.count - 3) agree, 3 differ\n")
    }

    /// Each vector names its family; `--cases` picks families; the precision vector keeps
    /// every digit of its JSON number.
    @Test func vectorsCarryTheirFamily() throws {
        let run = CLIRun(["vectors", "forms/card_transfer/step2_amount.json", "--cases", "precision,types"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.map { $0.components(separatedBy: #""family": ""#).dropFirst().first?.prefix { $0 != "\"" } ?? "none" }
                == ["valid", "precision", "precision", "types"])
        #expect(
            lines[1].hasPrefix(
                #"{"name": "transfer_amount 2. min 1000: below by less than a double", "family": "precision", "payload": {"transfer_amount": 999.99999999999999999, "#
            ))
        #expect(
            lines[3].contains(#""family": "types", "payload": {"transfer_amount": "#)
                && lines[3].contains(#""valid": false"#))
        let bad = CLIRun(["vectors", "forms/card_transfer/step2_amount.json", "--cases", "precison"])
        #expect(bad.status == 2)
        #expect(
            bad.stderr.hasPrefix(
                "Error: --cases: 'precison' is not a family of cases (the families: boundaries, spaces, partial, precision, types, graphemes)"
            ))
    }

    @Test func vectorsOfAGivenPayloadAndSomeFields() throws {
        let run = CLIRun([
            "vectors", "Tests/Fixtures/probe/client/signup.json", "--valid", "Tests/Fixtures/probe/valid.json",
            "--only", "promo",
            "--cases", "boundaries,graphemes",
        ])
        #expect(run.status == 0)
        let names = run.stdout.split(separator: "\n").compactMap { line in
            line.split(separator: "\"", maxSplits: 4).dropFirst(3).first.map(String.init)
        }
        #expect(
            names == [
                "valid payload", "promo 1. regex ^.*$: match", "promo 2. required, when contact = phone: left out",
                "promo 2. required, when contact = phone: empty", "promo 2. required, when contact = phone: blank",
                "promo 2. required, when contact = phone: filled",
                "promo 2. required, when contact = phone: left out, when false",
            ])
        #expect(run.stderr == "1 case without a payload left out (formsh probe --dry-run lists why)\n")
    }

    @Test(arguments: [
        (["vectors"], "Error: missing FORM", Int32(2)),
        (
            ["vectors", "forms/delivery.json", "--only", "adres"],
            "Error: --only adres: the form has no field with that key (it has delivery_type, address, comment)",
            Int32(2)
        ),
        (["vectors", "nope.json"], "Error: cannot read nope.json: no such file", Int32(3)),
        (
            ["vectors", "forms/delivery.json", "--valid", "Tests/Fixtures/probe/valid.json"],
            "Error: Tests/Fixtures/probe/valid.json is not a valid payload: delivery_type: Yetkazib berish usulini tanlang; name: unknown key: no field has it",
            Int32(1)
        ),
        (
            ["check", "forms/delivery.json", "--vectors", "nope.jsonl"], "Error: cannot read nope.jsonl: no such file",
            Int32(3)
        ),
        (
            ["check", "forms/delivery.json", "x.jsonl", "--vectors", "nope.jsonl"],
            "Error: check --vectors takes FORM and no PAYLOADS.jsonl", Int32(2)
        ),
        (
            ["check", "forms/delivery.json", "--vectors", "v.jsonl", "--summary"],
            "Error: --vectors takes neither --summary nor --jobs", Int32(2)
        ),
    ])
    func usageAndUnreadableInput(_ arguments: [String], _ message: String, _ status: Int32) {
        let run = CLIRun(arguments)
        #expect(run.status == status)
        #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
    }
}
