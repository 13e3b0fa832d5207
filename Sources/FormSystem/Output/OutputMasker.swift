/// What the output gate does to every byte before it leaves the process (docs/contract.md, "Submission", "One
/// gate"): FormCore's `SecretMasker` in formsh; `IdentityMasker` and others in tests.
public protocol OutputMasker: Sendable {
    /// Hands `emit` the bytes as they may leave the process, in one call or in several.
    /// `emit`'s buffers are valid only during the call.
    func mask(_ bytes: UnsafeRawBufferPointer, emit: (UnsafeRawBufferPointer) -> Void)
}

/// Leaves every byte as it is.
public struct IdentityMasker: OutputMasker {
    public init() {}

    public func mask(_ bytes: UnsafeRawBufferPointer, emit: (UnsafeRawBufferPointer) -> Void) {
        emit(bytes)
    }
}
