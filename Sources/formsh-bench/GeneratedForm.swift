/// A large synthetic schema for the form-engine benchmark: `fields` text inputs in
/// dependency chains of `chainLength`. In each chain the head carries required, regex and
/// minLength; the next fields depend on the one before them through `visibleWhen` or a
/// rule's `when`, so a change of a head touches exactly `chainLength - 1` other fields.
enum GeneratedForm {
    static func json(fields: Int, chainLength: Int = 5) -> [UInt8] {
        var out =
            #"{"screenId": "generated", "version": "1.0.0", "title": "Generated", "submit": {"endpoint": "/api/generated"}, "components": ["#
        for k in 0..<fields {
            let j = k % chainLength
            if k > 0 { out += ",\n" }
            if j == 0 {
                out += #"{"id": "hdr\#(k)", "type": "header", "props": {"text": "Bo'lim \#(k / chainLength)"}},"# + "\n"
            }
            let previous = "f\(k - 1)"
            var extra = ""
            var rules: String
            switch j {
            case 0:
                rules =
                    #"{"rule": "required", "errorMessage": "f\#(k) kerak"}, {"rule": "regex", "pattern": "^[a-z0-9]{3,12}$", "errorMessage": "f\#(k) formati"}, {"rule": "minLength", "value": 3, "errorMessage": "f\#(k) qisqa"}"#
            case 1:
                extra = #", "visibleWhen": {"field": "\#(previous)", "filled": true}"#
                rules =
                    #"{"rule": "required", "errorMessage": "f\#(k) kerak"}, {"rule": "minLength", "value": 2, "errorMessage": "f\#(k) qisqa"}"#
            case 2:
                rules =
                    #"{"rule": "required", "errorMessage": "f\#(k) kerak", "when": {"field": "\#(previous)", "filled": true}}, {"rule": "regex", "pattern": "^[A-Z][a-z]+$", "errorMessage": "f\#(k) formati"}"#
            case 3:
                extra =
                    #", "visibleWhen": {"any": [{"field": "\#(previous)", "filled": true}, {"field": "f\#(k - 3)", "equals": "open"}]}"#
                rules = #"{"rule": "maxLength", "value": 40, "errorMessage": "f\#(k) uzun"}"#
            default:
                rules =
                    #"{"rule": "required", "errorMessage": "f\#(k) kerak", "when": {"not": {"field": "\#(previous)", "in": ["skip", "none"]}}}, {"rule": "regex", "pattern": "^[0-9]{6}$", "errorMessage": "f\#(k) formati"}"#
            }
            out +=
                #"{"id": "c\#(k)", "type": "text_input", "props": {"label": "Maydon \#(k)", "stateKey": "f\#(k)"}, "validations": [\#(rules)]\#(extra)}"#
        }
        out += "]}"
        return Array(out.utf8)
    }
}
