import FormCore

extension Field {
    /// The option values, each once (in the order first listed): a value listed twice is
    /// one option, for `export` as for `check`; `lint` reports the duplicate.
    var distinctOptionValues: [JSONValue] {
        var out: [JSONValue] = []
        for o in options where !out.contains(where: { $0.sameData(as: o.value) }) { out.append(o.value) }
        return out
    }
}
