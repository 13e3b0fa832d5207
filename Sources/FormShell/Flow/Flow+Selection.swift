import FormCore

/// What a terminal puts on the line before the first key (docs/contract.md, "The shell"):
/// a value the user typed or set, as a selection; never a default, a secret, or a value
/// the output gate would mask.
extension Flow {
    /// Hands `body` the bytes to put on the line at field `f`'s prompt, in place; does
    /// not call it when the line starts empty: a secret, a blank field, a value that is
    /// the schema's default (not entered by a line or `:set`), or one the gate would mask
    /// (it stays masked in the header; an empty line keeps it).
    public func withEditableValue(_ f: Int, _ body: (UnsafeRawBufferPointer) -> Void) {
        guard !state.form.fields[f].isSecret, entered.contains(f), !state.isBlank(f) else { return }
        var typed = false
        state.withValue(f) { v in
            if case .text(let bytes) = v {
                typed = true
                if !gateMasks(bytes) { body(bytes) }
            }
        }
        guard !typed, var text = chosenText(f), !gateMasks(text) else { return }
        text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }

    /// Fields a change hid lost their value: shown again, they hold the schema's default,
    /// which is not the user's.
    mutating func forgetHidden(_ report: ChangeReport) {
        for flip in report.flips where flip.after == .hidden { entered.remove(flip.field) }
    }

    /// Whether the output gate would change `bytes` (a card number in them, a held secret).
    func gateMasks(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        var same = true
        masker.mask(bytes) { chunk in
            guard same else { return }
            let end = offset + chunk.count
            same = end <= bytes.count && chunk.elementsEqual(bytes[offset..<end])
            offset = end
        }
        return !same || offset != bytes.count
    }

    func gateMasks(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { gateMasks(UnsafeRawBufferPointer($0)) }
    }
}

extension Flow {
    /// The live mark of the text typed at field `f`'s prompt: none for a command; `✗` while
    /// a server message stands beside the field and the line is still the value it was
    /// about (docs/contract.md, "The shell"); else the verdict the line would get.
    public func liveMark(_ f: Int, line: UnsafeRawBufferPointer) -> Bool? {
        guard line.first != UInt8(ascii: ":") else { return nil }
        if state.serverErrors[f] != nil && holds(f, line) { return false }
        if case .success(let v) = state.tryValue(f, line: line) { return v.isValid }
        return false
    }

    /// Whether `line` is field `f`'s value as it is held: its text, or the schema text of
    /// its choice.
    func holds(_ f: Int, _ line: UnsafeRawBufferPointer) -> Bool {
        let text: Bool? = state.withValue(f) { v in
            if case .text(let bytes) = v { return bytes.elementsEqual(line) }
            return nil
        }
        if let text { return text }
        return chosenText(f).map { $0.utf8.elementsEqual(line) } ?? false
    }
}
