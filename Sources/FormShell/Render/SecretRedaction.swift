import FormCore

extension FormState {
    /// Server text with every current secure value replaced by `••••`, so an answer that
    /// echoes the payload never prints a card number. The secret is compared byte by byte
    /// in place; no `String` is made of it.
    public func redactingSecrets(_ text: String) -> String {
        var bytes = Array(text.utf8)
        var changed = false
        for field in form.fields where field.isSecret && isVisible(field.index) {
            withValue(field.index) { value in
                guard case .text(let secret) = value, secret.count >= 4 else { return }
                var i = 0
                while i + secret.count <= bytes.count {
                    if bytes[i] == secret[0], (0..<secret.count).allSatisfy({ bytes[i + $0] == secret[$0] }) {
                        bytes.replaceSubrange(i..<(i + secret.count), with: SecretMask.bullets.utf8)
                        changed = true
                        i += SecretMask.bullets.utf8.count
                    } else {
                        i += 1
                    }
                }
            }
        }
        return changed ? String(decoding: bytes, as: UTF8.self) : text
    }
}
