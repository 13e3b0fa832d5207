/// How a secret value is shown: `••••` for `mask: all`, `•••• 1234` for `last4`
/// (PCI-DSS 3.4.1 allows no more). Only the last four characters ever leave the store.
public enum SecretMask {
    public static let bullets = "••••"

    public static func display(_ bytes: UnsafeRawBufferPointer, mask: SecureInputKind.Mask) -> String {
        guard mask == .last4 else { return bullets }
        var tail: [Unicode.Scalar] = []
        tail.reserveCapacity(4)
        ValueText.forEachScalar(bytes) { s in
            if s != " " {
                if tail.count == 4 { tail.removeFirst() }
                tail.append(s)
            }
            return true
        }
        // Only a value long enough to hide more than it shows gets its last four shown.
        let total = bytes.count
        guard total > 4 else { return bullets }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: tail)
        return bullets + " " + String(view)
    }
}
