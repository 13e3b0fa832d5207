import FormCore

/// Leaving a session (docs/contract.md, "The shell"): on a terminal, `:quit` and Ctrl-D ask before wiping values
/// that were entered and not submitted; `:quit!` and a second Ctrl-D do not ask.
extension Flow {
    /// Values of this screen the user entered (not defaults) that are still held.
    var enteredValues: Int {
        entered.filter { state.isVisible($0) && state.hasValue($0) }.count
    }

    /// Whether leaving now asks first.
    var asksBeforeQuitting: Bool { confirmsQuit && !askingToQuit && enteredValues > 0 }

    /// `:quit`: asks first when values would be lost, else wipes and ends (0 only after a
    /// completed flow).
    mutating func quit() {
        if asksBeforeQuitting {
            askingToQuit = true
        } else {
            quitNow()
        }
    }

    /// `:quit!`, a yes to the question, a second Ctrl-D: wipes and ends without asking.
    mutating func quitNow() {
        askingToQuit = false
        end(succeeded ? 0 : 1)
    }

    /// End of input (Ctrl-D on an empty line, a closed pipe): as `:quit`; at the question,
    /// as `:quit!`.
    mutating func endOfInput() {
        if asksBeforeQuitting { askingToQuit = true } else { quitNow() }
    }

    /// The answer to `N values will be wiped. Quit? [y/N]`: `y` or `yes` (any case) quits,
    /// anything else goes back to the prompt.
    mutating func answerQuitQuestion(_ h: SecretHandle) {
        let yes = store.withBytes(h) { b in ["y", "yes"].contains { word in Flow.equalsIgnoringCase(b, word) } }
        store.free(h)
        askingToQuit = false
        if yes { quitNow() } else { note(.notQuitting) }
    }

    /// Whether a line, spaces around it ignored, is `word` in any ASCII case.
    static func equalsIgnoringCase(_ line: UnsafeRawBufferPointer, _ word: String) -> Bool {
        let space = UInt8(ascii: " ")
        let start = line.firstIndex { $0 != space } ?? line.count
        let end = (line.lastIndex { $0 != space } ?? -1) + 1
        guard end > start else { return word.isEmpty }
        let trimmed = UnsafeRawBufferPointer(rebasing: line[start..<end])
        return trimmed.count == word.utf8.count
            && zip(trimmed, word.utf8).allSatisfy { a, b in
                (a >= 0x41 && a <= 0x5A ? a + 0x20 : a) == b
            }
    }
}
