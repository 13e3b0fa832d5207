import Testing

@testable import FormReplay

@Suite struct InputTemplateTests {
    @Test(arguments: [
        ("+998901234567", "+998901234567"),
        ("", ""),
        ("{{env:CODE}}", "000000"),
        ("pin {{env:CODE}}-{{env:OTHER_2}}!", "pin 000000-x y!"),
        ("\\{{env:CODE}}", "{{env:CODE}}"),
        ("\\\\{{env:CODE}}", "\\000000"),
        ("\\{{any}} \\{{ms}}", "{{any}} {{ms}}"),
        ("{{name}}", "{{name}}"),
        ("a\\b", "a\\b"),
    ])
    func substitutes(written: String, value: String) throws {
        let env = ["CODE": "000000", "OTHER_2": "x y"]
        #expect(try InputTemplate(parsing: written).value(in: env) == .success(value))
    }

    @Test func missingVariableIsNamed() throws {
        let t = try InputTemplate(parsing: "{{env:A}} {{env:FORMSH_SECRET_OTP}}")
        #expect(t.value(in: ["A": "1"]) == .failure(.init(name: "FORMSH_SECRET_OTP")))
        #expect(t.variables == ["A", "FORMSH_SECRET_OTP"])
    }

    /// An output placeholder in a typed line is a mistake, not text to type.
    @Test(arguments: [
        ("{{any}}", "{{any}}"), ("a {{re:[0-9]{4}}} b", "{{re:[0-9]{4}}}"), ("{{ms}}", "{{ms}}"),
        ("{{endpoint}}/x", "{{endpoint}}"), ("{{...}}", "{{...}}"), ("{{re:open", "{{re:open"),
    ])
    func outputPlaceholdersAreRefused(written: String, placeholder: String) {
        #expect(throws: TranscriptProblem.placeholderInInput(placeholder)) { try InputTemplate(parsing: written) }
    }

    @Test func unknownPlaceholdersAreFoundForCheck() {
        #expect(InputTemplate.unknownPlaceholders("{{name}} {{env:A}} \\{{x}} {{y}}") == ["{{name}}", "{{y}}"])
    }

    @Test(arguments: [
        "{{env:X}}", "\\{{env:X}}", "a\\", "\\\\{{env:", "{{env:}}", "{{{{env:Y}}}}", "", "{{any}}", "{{re:x}}",
        "{{name}}", "{{...}}",
    ])
    func literalRoundTrip(text: String) throws {
        let written = InputTemplate(literal: text).written
        #expect(try InputTemplate(parsing: written).value(in: [:]) == .success(text))
    }
}
