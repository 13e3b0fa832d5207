extension FormState {
    /// Hands `visit` every secret value this state holds, with its mask, read in place
    /// from the store (nothing is copied out): what a session's `SecretScope` holds, and
    /// what it remembers when the values are submitted.
    public func forEachSecretValue(_ visit: (UnsafeRawBufferPointer, SecureInputKind.Mask) -> Void) {
        for index in form.secretFieldIndices {
            guard let mask = form.fields[index].mask else { continue }
            withValue(index) { value in
                if case .text(let bytes) = value { visit(bytes, mask) }
            }
        }
    }
}
