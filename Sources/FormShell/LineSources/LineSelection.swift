/// The pre-filled value on the line as a selection (docs/contract.md, "The shell"), as a
/// form field that gets the focus selects its text: the first key decides what becomes of
/// it, by the readline command the key is bound to.
enum LineSelection {
    /// What the keymap binds a key sequence to (`formsh_readline_key_kind`).
    enum Binding: Equatable {
        /// A prefix of longer sequences (ESC, ESC [): the next byte is needed.
        case prefix
        /// Inserts text: a character typed, a bracketed paste, a yank.
        case inserts
        /// backward-delete-char or delete-char.
        case deletes
        case other
    }

    /// What the first key does to the selected value.
    enum Outcome: Equatable {
        /// The line is emptied, then the key types into it: typing replaces the value.
        case replace
        /// The line is emptied and the key is used up (Backspace, Delete).
        case clear
        /// The value becomes ordinary text and the key acts as usual (a motion places the
        /// cursor; Enter keeps the value; Ctrl-U, Ctrl-K, Ctrl-W, Ctrl-R, Tab as always).
        case edit
    }

    /// The outcome of a whole key sequence bound as `binding`. Ctrl-D is bound to
    /// delete-char too, but it is the end-of-input key: it acts as usual.
    static func outcome(of keys: [UInt8], bound binding: Binding) -> Outcome {
        switch binding {
        case .inserts: return .replace
        case .deletes: return keys == [0x04] ? .edit : .clear
        case .prefix, .other: return .edit
        }
    }
}
