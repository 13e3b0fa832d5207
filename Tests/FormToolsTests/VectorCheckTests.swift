import FormCore
import FormSystem
import Foundation
import TestSupport
import Testing

@testable import FormTools

/// `check --vectors`: the vectors `vectors` writes agree with formsh; one that says
/// otherwise is named, and the closing line counts both.
@Suite struct VectorCheckTests {
    static func vectorLines() throws -> (form: Form, lines: [String]) {
        let form = try sampleForm("forms/delivery.json")
        let store = try SecretStore(capacity: 256 * 1024)
        let valid = try ValidPayloadBuilder(form: form, store: store).build().get()
        return (form, VectorSet(form: form, valid: valid, store: store, families: [.boundaries]).vectors.map(\.line))
    }

    @Test func theClosingLineFollowsWhatDiffersOrGoesToTheNotesWithJSON() throws {
        let (form, lines) = try Self.vectorLines()
        var text = lines.joined(separator: "\n") + "\n\n"
        text += lines[0].replacingOccurrences(of: #""valid": true"#, with: #""valid": false"#) + "\n"
        for json in [false, true] {
            let (out, notes) = (OutputGate().capture(), OutputGate().capture())
            var source = MemoryPayloads(text)
            let counts = try VectorCheck(form: form, json: json).run(&source, out: out, notes: notes)
            #expect(counts == VectorCheck.Counts(agree: lines.count, differ: 1))
            let closing = "\(lines.count + 1) vectors: \(lines.count) agree, 1 differs\n"
            if json {
                #expect(out.text.split(separator: "\n").count == lines.count + 1)
                #expect(notes.text == closing)
            } else {
                #expect(out.text.hasPrefix("\(lines.count + 2): valid payload: vector: invalid"))
                #expect(out.text.hasSuffix("\n" + closing))
                #expect(notes.text.isEmpty)
            }
        }
    }

    @Test func vectorsSayHowManyCasesTheyLeaveOut() throws {
        let form = try sampleForm("Tests/Fixtures/probe/client/signup.json")
        let store = try SecretStore(capacity: 256 * 1024)
        let valid = try #require(JSONParser.parse(Repository.text("Tests/Fixtures/probe/valid.json")).objectValue)
        let set = VectorSet(
            form: form, valid: valid, store: store, only: ["promo"], families: [.boundaries, .graphemes])
        #expect(set.leftOutNote == "1 case without a payload left out (formsh probe --dry-run lists why)")
        let all = VectorSet(form: form, valid: valid, store: store, only: ["promo"], families: [.graphemes])
        #expect(all.withoutPayload.isEmpty && all.leftOutNote == nil)
    }
}
