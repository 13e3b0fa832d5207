/// The nearest known word to a mistyped one (`lnt` → `lint`, `--jsn` → `--json`), as git
/// and cargo suggest: the fewest edits (insert, delete, replace, or swap two neighbours:
/// the Damerau–Levenshtein distance, optimal string alignment), and only when the word is
/// close enough to be a typo — one edit for a word of up to three letters, two for a
/// longer one — else a unique prefix (`comp` → `completion`); nil when nothing is near.
enum Suggestion {
    static func nearest(to word: String, among candidates: [String]) -> String? {
        let core = word.drop { $0 == "-" }.count
        let allowed = core <= 3 ? 1 : 2
        var best: (word: String, distance: Int)?
        for c in candidates where c != word {
            let d = distance(Array(word), Array(c))
            if d <= allowed && d < (best?.distance ?? Int.max) { best = (c, d) }
        }
        if let best { return best.word }
        guard core >= 2 else { return nil }
        let prefixed = candidates.filter { $0.hasPrefix(word) }
        return prefixed.count == 1 ? prefixed[0] : nil
    }

    /// Edits between two words (optimal string alignment).
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
