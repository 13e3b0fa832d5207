import FormCore
import TestSupport
import Testing

@testable import FormTools

/// `MessageCatalog`: `messages --json` keeps the schema's JSON for conditions and
/// parameters.
@Suite struct MessageCatalogTests {
    @Test func theTextIsTheLinesOrAnObjectPerField() throws {
        let bytes = try Repository.bytes("forms/delivery.json")
        let analysis = FormLoader.analyze(bytes)
        let form = try #require(analysis.form)
        let root = try #require(analysis.document?.root)
        #expect(
            MessageCatalog.text(for: form, root: root, json: false) == """
                Yetkazib berish · delivery v1.0.0 · 3 fields

                delivery_type · Yetkazib berish usuli · dropdown
                  1. required → Yetkazib berish usulini tanlang

                address · Manzil · text_input
                  1. required, when delivery_type = courier → Kuryer uchun manzil majburiy

                comment · Izoh · text_input
                  1. maxLength 200 → Izoh 200 belgidan oshmasin

                """)
        #expect(
            MessageCatalog.text(for: form, root: root, json: true) == #"""
                {"key":"delivery_type","label":"Yetkazib berish usuli","type":"dropdown","valueType":null,"pointer":"/components/1","visibleWhen":null,"rules":[{"rule":"required","parameter":null,"when":null,"message":"Yetkazib berish usulini tanlang"}]}
                {"key":"address","label":"Manzil","type":"text_input","valueType":"string","pointer":"/components/2","visibleWhen":null,"rules":[{"rule":"required","parameter":null,"when":{"field":"delivery_type","equals":"courier"},"message":"Kuryer uchun manzil majburiy"}]}
                {"key":"comment","label":"Izoh","type":"text_input","valueType":"string","pointer":"/components/3","visibleWhen":null,"rules":[{"rule":"maxLength","parameter":200,"when":null,"message":"Izoh 200 belgidan oshmasin"}]}

                """#)
    }

    @Test func conditionsAreTheSchemasJSONAndNumbersStayNumbers() throws {
        let text = #"""
            {"screenId": "s", "version": "1", "components": [
              {"id": "k", "type": "dropdown", "props": {"stateKey": "kind", "options": [{"value": 1}, {"value": 2}]}},
              {"id": "sec", "type": "section", "visibleWhen": {"field": "kind", "equals": 1}, "children": [
                {"id": "inner", "type": "section", "children": [
                  {"id": "a", "type": "text_input", "visibleWhen": {"not": {"field": "kind", "in": [2]}},
                   "props": {"stateKey": "amount", "label": "Amount", "valueType": "number"},
                   "validations": [
                     {"rule": "isbn", "errorMessage": "ignored by the loader"},
                     {"rule": "min", "value": 1.50, "errorMessage": "At least 1.50", "when": {"field": "kind", "filled": true}},
                     {"rule": "regex", "pattern": "^[0-9.]+$", "errorMessage": "Digits"},
                     {"rule": "equalsField", "field": "kind", "errorMessage": "Same"}]}]}]}]}
            """#
        let analysis = FormLoader.analyze(Array(text.utf8))
        let form = try #require(analysis.form)
        let root = try #require(analysis.document?.root)
        #expect(
            JSONWriter.string(MessageCatalog.json(for: form.fields[1], root: root)) == #"""
                {"key":"amount","label":"Amount","type":"text_input","valueType":"number","pointer":"/components/1/children/0/children/0","visibleWhen":{"all":[{"field":"kind","equals":1},{"not":{"field":"kind","in":[2]}}]},"rules":[{"rule":"min","parameter":1.50,"when":{"field":"kind","filled":true},"message":"At least 1.50"},{"rule":"regex","parameter":"^[0-9.]+$","when":null,"message":"Digits"},{"rule":"equalsField","parameter":"kind","when":null,"message":"Same"}]}
                """#)
        #expect(
            JSONWriter.string(MessageCatalog.json(for: form.fields[0], root: root)) == #"""
                {"key":"kind","label":"kind","type":"dropdown","valueType":null,"pointer":"/components/0","visibleWhen":null,"rules":[]}
                """#)
    }
}
