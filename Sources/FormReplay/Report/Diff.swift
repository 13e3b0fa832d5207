/// A unified diff, as `diff -u` writes it, from a line-by-line comparison: `---`/`+++`
/// headers with the two file names, then hunks `@@ -start,count +start,count @@` with
/// `context` lines around each change. Within a run of changes, removed lines come
/// before added ones. The line numbers are those of the transcript and of its
/// `.t.actual`, so `patch` can apply the diff.
struct Diff: Sendable {
    let lines: [DiffLine]

    init(_ lines: [DiffLine]) {
        // Removed lines first within each run of changes.
        var ordered: [DiffLine] = []
        ordered.reserveCapacity(lines.count)
        var i = 0
        while i < lines.count {
            guard lines[i].isChange else {
                ordered.append(lines[i])
                i += 1
                continue
            }
            var j = i
            while j < lines.count && lines[j].isChange { j += 1 }
            let run = lines[i..<j]
            ordered += run.filter { if case .removed = $0 { return true } else { return false } }
            ordered += run.filter { if case .added = $0 { return true } else { return false } }
            i = j
        }
        self.lines = ordered
    }

    /// The diff text; empty when nothing differs.
    func unified(from old: String, to new: String, context: Int = 3) -> String {
        let changes = lines.indices.filter { lines[$0].isChange }
        guard let first = changes.first else { return "" }
        // Lines of each side before index i.
        var oldBefore = [Int](repeating: 0, count: lines.count + 1)
        var newBefore = [Int](repeating: 0, count: lines.count + 1)
        for (i, line) in lines.enumerated() {
            oldBefore[i + 1] = oldBefore[i] + (line.isOld ? 1 : 0)
            newBefore[i + 1] = newBefore[i] + (line.isNew ? 1 : 0)
        }
        var hunks: [Range<Int>] = []
        var start = first
        var end = first
        for c in changes.dropFirst() {
            if c - end - 1 > 2 * context {
                hunks.append(start..<(end + 1))
                start = c
            }
            end = c
        }
        hunks.append(start..<(end + 1))
        var out = "--- \(old)\n+++ \(new)\n"
        for h in hunks {
            let lo = max(0, h.lowerBound - context)
            let hi = min(lines.count, h.upperBound + context)
            let oldCount = oldBefore[hi] - oldBefore[lo]
            let newCount = newBefore[hi] - newBefore[lo]
            out += "@@ -\(Self.range(oldBefore[lo], oldCount)) +\(Self.range(newBefore[lo], newCount)) @@\n"
            for line in lines[lo..<hi] {
                switch line {
                case .context(let t): out += " \(t)\n"
                case .removed(let t): out += "-\(t)\n"
                case .added(let t): out += "+\(t)\n"
                }
            }
        }
        return out
    }

    /// `start,count` as diff writes it: `start` alone for one line; for none, the line before.
    private static func range(_ before: Int, _ count: Int) -> String {
        switch count {
        case 0: return "\(before),0"
        case 1: return "\(before + 1)"
        default: return "\(before + 1),\(count)"
        }
    }
}
