/// Completion candidates laid out as readline lists them: in columns as wide as the widest
/// candidate plus two spaces, filled top to bottom, as many columns as fit the terminal.
enum CompletionList {
    static func rows(_ items: [String], width: Int) -> [String] {
        guard !items.isEmpty else { return [] }
        let widths = items.map(DisplayWidth.of)
        let column = (widths.max() ?? 0) + 2
        let columns = max(1, width / max(column, 1))
        let rowCount = (items.count + columns - 1) / columns
        return (0..<rowCount).map { row in
            var line = ""
            var c = 0
            while row + c * rowCount < items.count {
                let i = row + c * rowCount
                let last = row + (c + 1) * rowCount >= items.count
                line += items[i] + (last ? "" : String(repeating: " ", count: column - widths[i]))
                c += 1
            }
            return line
        }
    }
}
