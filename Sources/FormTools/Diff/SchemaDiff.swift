import FormCore

/// `formsh diff`: every change between two versions of a screen, classified as docs/contract.md, "Schema evolution and
/// server conformance"
/// lists (breaking, compatible, wording).
///
/// Fields are matched by stateKey (the payload key), so a component id renamed with its
/// stateKey kept is a compatible `id-changed`; a field whose stateKey changed under the
/// same id is a breaking `state-key-renamed`. Display components are matched by id. A
/// component whose place among the others changed is `component-moved` (compatible).
/// Rules of a field are paired by name in order (the first `regex` with the first
/// `regex`). After the changes come the version checks: breaking changes need a new
/// major `version`, and a component type this client does not know (an older app skips
/// it) needs a raised `minSupportedClientVersion`.
public enum SchemaDiff {
    /// The changes from `old` to `new`, the screen's first, then field by field in the new
    /// order (removed fields after), display components, moves, and the version checks.
    public static func changes(from old: LoadedSchema, to new: LoadedSchema) -> [SchemaChange] {
        var out = screenChanges(old.form, new.form)
        let oldRaw = RawComponent.all(in: old.root)
        let newRaw = RawComponent.all(in: new.root)
        let oldByPointer = Dictionary(oldRaw.map { ($0.pointer, $0) }, uniquingKeysWith: { a, _ in a })
        let newByPointer = Dictionary(newRaw.map { ($0.pointer, $0) }, uniquingKeysWith: { a, _ in a })
        let matching = FieldMatching(old: old.form, new: new.form)
        let oldHidden = old.form.hiddenByDefault
        let newHidden = new.form.hiddenByDefault

        for f in new.form.fields {
            guard let o = matching.oldField(for: f) else {
                let required = f.hasUnconditionalRequired
                out.append(.fieldAdded(f, required: required, hidden: newHidden.contains(f.index)))
                continue
            }
            if o.key != f.key { out.append(.stateKeyRenamed(o, f)) }
            var pair = FieldPair(old: o, new: f, oldRaw: oldByPointer[o.pointer], newRaw: newByPointer[f.pointer])
            pair.compare(oldHidden: oldHidden.contains(o.index), newHidden: newHidden.contains(f.index))
            out += pair.changes
        }
        for o in matching.removed { out.append(.fieldRemoved(o)) }

        let oldDisplay = oldRaw.filter { matching.oldFieldPointers[$0.pointer] == nil }
        let newDisplay = newRaw.filter { matching.newFieldPointers[$0.pointer] == nil }
        out += displayChanges(oldDisplay, newDisplay)
        out += moves(oldRaw, newRaw, matching)
        out += versionChecks(
            old, new, breaking: out.filter { $0.kind == .breaking }.count, oldRaw: oldRaw, newRaw: newRaw)
        return out
    }

    private static func screenChanges(_ old: Form, _ new: Form) -> [SchemaChange] {
        var out: [SchemaChange] = []
        if old.screenId != new.screenId { out.append(.screenIdChanged(old.screenId, new.screenId)) }
        if old.title != new.title { out.append(.titleChanged(old.title, new.title)) }
        let a = old.submit.map { "\($0.method) \($0.endpoint)" } ?? "(none)"
        let b = new.submit.map { "\($0.method) \($0.endpoint)" } ?? "(none)"
        if a != b { out.append(.submitChanged(a, b)) }
        let x = old.minSupportedClientVersion ?? "(none)"
        let y = new.minSupportedClientVersion ?? "(none)"
        if ClientVersion(x) != ClientVersion(y) { out.append(.minClientChanged(x, y)) }
        return out
    }

    private static func displayChanges(_ old: [RawComponent], _ new: [RawComponent]) -> [SchemaChange] {
        var out: [SchemaChange] = []
        let oldById = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let newIds = Set(new.map(\.id))
        for c in new {
            guard let o = oldById[c.id] else {
                out.append(.displayAdded(c))
                continue
            }
            if !o.ownJSON.sameData(as: c.ownJSON) { out.append(.displayChanged(o, c)) }
        }
        for o in old where !newIds.contains(o.id) { out.append(.displayRemoved(o)) }
        return out
    }

    /// Components kept in both versions whose order relative to the others changed: those
    /// outside a longest run kept in order.
    private static func moves(_ old: [RawComponent], _ new: [RawComponent], _ m: FieldMatching) -> [SchemaChange] {
        var oldPlace: [String: (index: Int, pointer: String)] = [:]
        for (i, c) in old.enumerated() {
            let identity: String
            if let oldKey = m.oldFieldPointers[c.pointer] {
                guard let newKey = m.newKey(forOld: oldKey) else { continue }  // a removed field
                identity = "field " + newKey
            } else {
                identity = "component " + c.id
            }
            oldPlace[identity] = (i, c.pointer)
        }
        var kept: [(component: RawComponent, field: String?, oldIndex: Int, oldPointer: String)] = []
        for c in new {
            let field = m.newFieldPointers[c.pointer]
            if let place = oldPlace[field.map { "field " + $0 } ?? "component " + c.id] {
                kept.append((c, field, place.index, place.pointer))
            }
        }
        let inOrder = Set(longestIncreasingRun(kept.map(\.oldIndex)))
        return kept.indices.filter { !inOrder.contains($0) }.map { i in
            .componentMoved(
                kept[i].component.id, field: kept[i].field, from: kept[i].oldPointer, to: kept[i].component.pointer)
        }
    }

    /// Positions of one longest strictly increasing subsequence (patience sorting).
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = []  // position of the smallest tail of each length
        var previous = Array(repeating: -1, count: values.count)
        for (i, v) in values.enumerated() {
            var lo = 0
            var hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if values[tails[mid]] < v { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { previous[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(i) } else { tails[lo] = i }
        }
        var run: [Int] = []
        var i = tails.last ?? -1
        while i >= 0 {
            run.append(i)
            i = previous[i]
        }
        return run.reversed()
    }

    private static func versionChecks(
        _ old: LoadedSchema, _ new: LoadedSchema, breaking: Int, oldRaw: [RawComponent], newRaw: [RawComponent]
    ) -> [SchemaChange] {
        var out: [SchemaChange] = []
        func major(_ v: String) -> Int { Int(v.prefix { $0.isASCII && $0.isNumber }) ?? 0 }
        if breaking > 0, major(new.form.version) <= major(old.form.version) {
            out.append(.majorVersionNotRaised(old.form.version, new.form.version, breaking: breaking))
        }
        let unknown = Set(new.form.issues.filter { $0.code == "unknown-component" }.map(\.pointer))
        let oldTypes = Set(oldRaw.map(\.type))
        var newTypes: [String] = []
        for c in newRaw where unknown.contains(c.pointer) && !oldTypes.contains(c.type) && !newTypes.contains(c.type) {
            newTypes.append(c.type)
        }
        let a = old.form.minSupportedClientVersion ?? "0"
        let b = new.form.minSupportedClientVersion ?? "0"
        if !newTypes.isEmpty, ClientVersion(b) <= ClientVersion(a) {
            out.append(
                .minClientNotRaised(
                    newTypes, old: old.form.minSupportedClientVersion ?? "(none)",
                    new: new.form.minSupportedClientVersion ?? "(none)"))
        }
        return out
    }
}
