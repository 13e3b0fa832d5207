import FormCore

/// Each choice field's options by value, indexed at first use, so that reading a trial
/// payload finds a choice with one look-up instead of a pass over the options (a dropdown
/// of 10,000 branches is read hundreds of times while a probe's cases are derived).
/// Values compare as `PayloadTrial.sameOptionValue` says: strings by text, numbers by
/// exact value. Used from one thread.
final class OptionLookup {
    /// Fields with at most this many options are searched one by one.
    static let scanLimit = 16
    private var indexes: [Int: OptionIndex] = [:]

    /// The position of the first option of `field` whose value is `value`, or nil.
    func position(of value: JSONValue, in field: Field) -> Int? {
        guard field.options.count > OptionLookup.scanLimit else {
            return field.options.firstIndex { PayloadTrial.sameOptionValue($0.value, value) }
        }
        if let index = indexes[field.index] { return index.first(sameValueAs: value) }
        let index = OptionIndex(field.options)
        indexes[field.index] = index
        return index.first(sameValueAs: value)
    }
}
