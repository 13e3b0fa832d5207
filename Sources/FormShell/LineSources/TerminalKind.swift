import FormSystem

/// Whether the terminal named by `TERM` can have its line edited in place (docs/contract.md,
/// "The shell"): `TERM=dumb`, no `TERM`, or a name the terminfo database does not know get
/// plain mode's output instead — no colours, no cursor movement, no carriage-return
/// redraws — with echo still off at secure prompts.
public enum TerminalKind {
    /// Names readline itself treats as unable to move the cursor.
    static let dumbNames: Set<String> = ["dumb", "vt52", "adm3a", "unknown"]

    public static func canEditLines(environment: [String: String]) -> Bool {
        guard let term = environment["TERM"], !term.isEmpty, !dumbNames.contains(term),
            !term.contains("/"), let first = term.unicodeScalars.first
        else { return false }
        let letter = String(first)
        let hex = String(first.value, radix: 16)
        return terminfoDirectories(environment).contains { dir in
            FileSystem.exists("\(dir)/\(letter)/\(term)") || FileSystem.exists("\(dir)/\(hex)/\(term)")
        }
    }

    /// Where ncurses looks for a terminal's description, in its order.
    static func terminfoDirectories(_ environment: [String: String]) -> [String] {
        var dirs: [String] = []
        if let t = environment["TERMINFO"], !t.isEmpty { dirs.append(t) }
        if let home = environment["HOME"], !home.isEmpty { dirs.append(home + "/.terminfo") }
        if let list = environment["TERMINFO_DIRS"] {
            dirs += list.split(separator: ":", omittingEmptySubsequences: false).map {
                $0.isEmpty ? "/usr/share/terminfo" : String($0)
            }
        }
        return dirs + ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo", "/usr/lib/terminfo"]
    }
}
