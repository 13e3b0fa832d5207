/// Parses the literals of one schema's conditions against the options of the fields they
/// name. The first few literals on a field are compared with each of its options; from
/// then on the field has an `OptionIndex`, so that each literal costs a look-up, not a pass
/// over the options: loading stays linear in the schema's size with conditions (an `in` of
/// a hundred values) on a dropdown of thousands of branches. Lives as long as one load.
final class ConditionLiterals {
    /// Literals per field compared with every option before the field gets an index (a
    /// pass costs less than building the index while they are few).
    static let scannedLiterals = 4
    /// The options of each field, by index.
    private let fieldOptions: [[Option]]
    /// Literals parsed so far for each field with options, by field.
    private var parsed: [Int: Int] = [:]
    private var indexes: [Int: OptionIndex] = [:]

    init(fieldOptions: [[Option]]) { self.fieldOptions = fieldOptions }

    /// The literal `json` of a condition on field `index`.
    func literal(_ json: JSONValue, field index: Int) -> ConditionLiteral {
        let options = index < fieldOptions.count ? fieldOptions[index] : []
        if options.isEmpty { return ConditionLiteral(json) }
        if let built = indexes[index] { return ConditionLiteral(json, index: built) }
        let count = parsed[index, default: 0]
        guard count >= ConditionLiterals.scannedLiterals else {
            parsed[index] = count + 1
            return ConditionLiteral(json, options: options)
        }
        let built = OptionIndex(options)
        indexes[index] = built
        return ConditionLiteral(json, index: built)
    }
}
