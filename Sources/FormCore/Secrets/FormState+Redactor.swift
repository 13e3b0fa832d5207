extension FormState {
    /// A redactor for server text that masks every secret value this state holds (read
    /// from the store when it runs; nothing is copied out) and every card number.
    public var secretRedactor: SecretRedactor {
        SecretRedactor { [self] visit in
            for field in form.fields {
                guard let mask = field.mask else { continue }
                withValue(field.index) { value in
                    if case .text(let bytes) = value { visit(bytes, mask) }
                }
            }
        }
    }
}
