import FormCore
import Testing

@testable import FormTools

/// A schema as `messages` and `diff` read it: loaded past the client-version gate, with its JSON.
@Suite struct LoadedSchemaTests {
    @Test func theFormAndItsJSONWhateverTheClientVersion() throws {
        let text = #"{"screenId": "s", "version": "1", "minSupportedClientVersion": "99.0.0", "components": []}"#
        let schema = try LoadedSchema(Array(text.utf8))
        #expect(schema.form.screenId == "s")
        #expect(schema.root["minSupportedClientVersion"]?.stringValue == "99.0.0")
    }

    @Test func aSchemaThatDoesNotLoadThrowsWhy() {
        #expect(throws: FormLoadError.notAnObject(found: "an array")) { try LoadedSchema(Array("[1]".utf8)) }
        #expect(throws: FormLoadError.self) { try LoadedSchema(Array("{".utf8)) }
    }
}
