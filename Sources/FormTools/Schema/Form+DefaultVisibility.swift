import FormCore

extension Form {
    /// The fields (indices) the form hides when it opens, with its default values: what
    /// `diff` calls hidden by default and `graph` draws dashed.
    var hiddenByDefault: Set<Int> {
        guard let store = try? SecretStore(capacity: 1 << 16), let state = try? FormState(form: self, store: store)
        else { return [] }
        defer { state.release() }
        return Set(fields.indices.filter { !state.isVisible($0) })
    }
}
