import Foundation
import TestSupport
import Testing

/// `formsh export --json-schema`: golden output, and agreement with a real JSON Schema
/// validator (Python's `jsonschema`) on the payloads `check` judges.
@Suite struct ExportCommandTests {
    @Test func deliveryMatchesTheGolden() throws {
        let run = CLIRun(["export", "--json-schema", "forms/delivery.json"])
        #expect(run.stdout == (try Repository.text("Tests/Fixtures/export/delivery.schema.json")))
        #expect(run.status == 0)
    }

    @Test(arguments: Fixtures.sampleForms)
    func outputIsDeterministicJSON(_ form: String) throws {
        let first = CLIRun(["export", "--json-schema", form])
        let second = CLIRun(["export", "--json-schema", form])
        #expect(first.stdout == second.stdout)
        let object = try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any]
        #expect(object?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(object?["additionalProperties"] as? Bool == false)
        #expect((object?["x-formsh-notes"] as? [String])?.isEmpty == false)
    }

    @Test func notesNameTheFieldsWhereSemanticsDiffer() {
        let out = CLIRun(["export", "--json-schema", "forms/kitchen_sink.json"]).stdout
        for note in [
            "Not expressible: email_confirm must equal email (equalsField); the schema does not check it.",
            "Not expressible: card_number must pass the Luhn checksum (luhn); the schema does not check it.",
            "Regex dialect (email, pin, postcode): formsh matches the whole value with ICU",
            "Length (full_name, courier_note): formsh counts extended grapheme clusters",
            "Empty optional values (pin, postcode, courier_note): in formsh every rule but required passes on a blank value",
            "Numbers (age): formsh compares min/max exactly as decimals",
            "Messages: formsh reports one message per field",
            "Keys twice: a JSON parser keeps the last value of a key that appears twice in one object, so a JSON Schema validator judges that value alone; formsh rejects a payload with a key twice (the key appears more than once).",
        ] {
            #expect(out.contains(note), "missing note: \(note)")
        }
    }

    /// A value listed twice is one option: the enum lists it once and the note says that
    /// check reads it the same way (check refuses a choice repeated in a payload, as
    /// uniqueItems does, so no note claims otherwise).
    @Test func duplicateOptionValuesAreOneOption() throws {
        let out = CLIRun(["export", "--json-schema", "Tests/Fixtures/export/duplicate_options.json"]).stdout
        let object = try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any]
        let properties = object?["properties"] as? [String: [String: Any]]
        #expect(properties?["term"]?["enum"] as? [Int] == [12, 24])
        #expect((properties?["channels"]?["items"] as? [String: Any])?["enum"] as? [String] == ["sms", "email"])
        let notes = object?["x-formsh-notes"] as? [String] ?? []
        #expect(
            notes.contains(
                "Options listed twice (term, channels): a value is one option however often the schema lists it; formsh and this schema both read the distinct values (lint reports duplicate-option)."
            ))
        let kitchen = CLIRun(["export", "--json-schema", "forms/kitchen_sink.json"]).stdout
        #expect(!kitchen.contains("listed twice"))
    }

    @Test(arguments: [
        (
            ["export", "forms/delivery.json"],
            "Error: choose a format: --json-schema\nUsage: formsh export --json-schema FORM\n"
        ),
        (["export", "--json-schema"], "Error: missing FORM\nUsage: formsh export --json-schema FORM\n"),
    ])
    func usageErrorsAreExitTwo(_ arguments: [String], _ stderr: String) {
        let run = CLIRun(arguments)
        #expect(run.stderr == stderr)
        #expect(run.status == 2)
    }

    /// Python's `jsonschema`, validating the exported schema, gives every payload the same
    /// verdict as `formsh check` (the payloads avoid the places the notes list: equalsField
    /// and luhn hold, no blank optional text, ASCII only…). Runs only where
    /// `python3 -c "import jsonschema"` works (FORMSH_PYTHON names another interpreter);
    /// otherwise it is skipped and says why.
    @Test(
        .enabled(
            if: Python.jsonschemaAvailable,
            "skipped: \(Python.interpreter) cannot import jsonschema (pip install jsonschema)"),
        arguments: [
            (CheckCommandTests.form, CheckCommandTests.payloads, 39),
            ("forms/kitchen_sink.json", "Tests/Fixtures/export/kitchen_sink.jsonl", 82),
            ("Tests/Fixtures/export/duplicate_options.json", "Tests/Fixtures/export/duplicate_options.jsonl", 8),
            ("forms/kitchen_sink.json", "Tests/Fixtures/export/kitchen_sink_integers.jsonl", 6),
        ])
    func aRealValidatorAgreesWithCheck(_ form: String, _ payloads: String, _ count: Int) throws {
        let schema = CLIRun(["export", "--json-schema", form])
        let file = try TemporaryFile(contents: schema.stdout, name: "schema.json")
        let script = Repository.root + "/Tests/Fixtures/export/validate.py"
        let python = try Python.run([script, file.path, Repository.root + "/" + payloads])
        #expect(python.status == 0, "validate.py failed: \(python.stderr)")
        let theirs = python.stdout.split(separator: "\n").map { line -> String in
            let parts = line.split(separator: ":", maxSplits: 2)
            return parts.count >= 2
                ? "\(parts[0]):\(parts[1].hasPrefix(" valid") ? " valid" : " invalid")" : String(line)
        }
        let check = CLIRun(["check", "--json", form, payloads])
        let ours = check.stdout.split(separator: "\n").map { line -> String in
            let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
            let number = object?["line"] as? Int ?? -1
            return "\(number): " + ((object?["valid"] as? Bool ?? false) ? "valid" : "invalid")
        }
        #expect(ours.count == count)
        #expect(theirs == ours)
    }
}

/// The Python interpreter for the validator test.
enum Python {
    static let interpreter = ProcessInfo.processInfo.environment["FORMSH_PYTHON"] ?? "python3"

    static let jsonschemaAvailable: Bool = {
        let ok = (try? run(["-c", "import jsonschema"]).status) == 0
        if !ok {
            FileHandle.standardError.write(
                Data(
                    """
                    ⚠️  SKIPPING ExportCommandTests.aRealValidatorAgreesWithCheck: \(interpreter) cannot import jsonschema.
                        Install it (pip install jsonschema) or set FORMSH_PYTHON to an interpreter that has it.

                    """.utf8))
        }
        return ok
    }()

    struct Output {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    static func run(_ arguments: [String]) throws -> Output {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = [interpreter] + arguments
        let out = Pipe()
        let err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Output(
            status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
            stderr: String(decoding: e, as: UTF8.self))
    }
}
