extension PointerPath {
    /// The value the pointer names in a parsed document, nil where nothing is there: the
    /// value `locate` finds in the text (a repeated key's last member, an index as written
    /// without leading zeros).
    public func value(in root: JSONValue) -> JSONValue? {
        var value = root
        for token in tokens {
            switch value {
            case .object(let object):
                guard let member = object[String(decoding: token.key, as: UTF8.self)] else { return nil }
                value = member
            case .array(let array):
                guard let i = token.index, array.indices.contains(i) else { return nil }
                value = array[i]
            default:
                return nil
            }
        }
        return value
    }
}
