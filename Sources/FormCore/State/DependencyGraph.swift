/// Which fields depend on which, built once at load. A change of one field touches only
/// the fields reachable from it here, so its cost does not grow with the form.
public struct DependencyGraph: Sendable {
    /// dependents[f]: fields whose visibility or rules read field f.
    public let dependents: [[Int]]
    /// visibilityDependents[f]: fields whose visibility reads field f (so their values may change with it).
    let visibilityDependents: [[Int]]
    /// Position in a topological order of visibility (a field after those it depends on).
    let rank: [Int]

    /// Every field in visibility order (a field after those its visibility reads).
    let order: [Int]

    /// Builds the graph; throws the fields of a visibility cycle.
    init(fields: [Field]) throws(FormLoadError) {
        let n = fields.count
        var dependents = [[Int]](repeating: [], count: n)
        var visibilityDeps = [[Int]](repeating: [], count: n)
        var visibilityDependents = [[Int]](repeating: [], count: n)
        var reads: [Int] = []
        for f in fields {
            reads.removeAll(keepingCapacity: true)
            if let c = f.visibleWhen {
                c.appendReferencedFields(to: &reads)
                let refs = DependencyGraph.distinct(reads)
                visibilityDeps[f.index] = refs
                for r in refs where r != f.index { visibilityDependents[r].append(f.index) }
            }
            for rule in f.rules {
                rule.condition?.appendReferencedFields(to: &reads)
                for r in rule.referencedFields where r >= 0 { reads.append(r) }
            }
            reads.sort()
            for (k, r) in reads.enumerated() where r != f.index && (k == 0 || reads[k - 1] != r) {
                dependents[r].append(f.index)
            }
        }
        self.dependents = dependents
        self.visibilityDependents = visibilityDependents
        let rank = try DependencyGraph.topologicalRank(visibilityDeps, keys: fields.map(\.key))
        var order = [Int](repeating: 0, count: n)
        for (field, position) in rank.enumerated() { order[position] = field }
        self.rank = rank
        self.order = order
    }

    /// The indices in ascending order, each once.
    private static func distinct(_ indices: [Int]) -> [Int] {
        var out = indices.sorted()
        var kept = 0
        for i in out.indices where kept == 0 || out[i] != out[kept - 1] {
            out[kept] = out[i]
            kept += 1
        }
        out.removeLast(out.count - kept)
        return out
    }

    /// Fields affected by a change of `field` (not including it), in visibility order.
    /// A field's value changes only when it is typed or hidden, so the change spreads on
    /// only through visibility: rule dependents are revalidated but not followed.
    public func affected(by field: Int) -> [Int] {
        var seen: Set<Int> = [field]
        var expanded: Set<Int> = [field]
        var queue = [field]
        var out: [Int] = []
        while let next = queue.popLast() {
            for d in dependents[next] where seen.insert(d).inserted { out.append(d) }
            for d in visibilityDependents[next] where expanded.insert(d).inserted { queue.append(d) }
        }
        return out.sorted { rank[$0] < rank[$1] }
    }

    private static func topologicalRank(_ deps: [[Int]], keys: [String]) throws(FormLoadError) -> [Int] {
        let n = deps.count
        var rank = [Int](repeating: -1, count: n)
        var state = [UInt8](repeating: 0, count: n)  // 0 new, 1 on stack, 2 done
        var next = 0
        // Iterative DFS: (node, next dependency to visit); one stack for every start.
        var stack: [(Int, Int)] = []
        for start in 0..<n where state[start] == 0 {
            stack.append((start, 0))
            state[start] = 1
            while let (node, i) = stack.last {
                if i < deps[node].count {
                    stack[stack.count - 1].1 += 1
                    let d = deps[node][i]
                    if state[d] == 1 {
                        let path = stack.map(\.0)
                        let cycle = path[(path.firstIndex(of: d) ?? 0)...].map { keys[$0] }
                        throw .visibilityCycle(Array(cycle))
                    }
                    if state[d] == 0 {
                        state[d] = 1
                        stack.append((d, 0))
                    }
                } else {
                    stack.removeLast()
                    state[node] = 2
                    rank[node] = next
                    next += 1
                }
            }
        }
        return rank
    }
}
