extension FormState {
    /// Hands `visit` every secret value this state holds, with its mask, read in place
    /// from the store (nothing is copied out): what a session's `SecretScope` holds, and
    /// what it remembers when the values are submitted.
    public func forEachSecretValue(_ visit: (UnsafeRawBufferPointer, SecureInputKind.Mask) -> Void) {
        for field in form.fields {
            guard let mask = field.mask else { continue }
            withValue(field.index) { value in
                if case .text(let bytes) = value { visit(bytes, mask) }
            }
        }
    }
}
