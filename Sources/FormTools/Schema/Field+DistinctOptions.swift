import FormCore

extension Field {
    /// The option values, each once (in the order first listed): a value listed twice is
    /// one option, for `export` as for `check`; `lint` reports the duplicate.
    var distinctOptionValues: [JSONValue] {
        let index = OptionIndex(options)
        return options.indices.filter { index.firstWithSameValue(as: $0) == $0 }.map { options[$0].value }
    }
}
