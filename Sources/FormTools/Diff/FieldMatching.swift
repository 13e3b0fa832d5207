import FormCore

/// Which field of the old screen each field of the new one continues: the same stateKey,
/// or else the same component id (a renamed stateKey). Old fields left over were removed.
struct FieldMatching {
    /// New field index → old field.
    private var oldOf: [Int: Field] = [:]
    /// Old stateKey → new stateKey, for matched fields.
    private var newKeyOf: [String: String] = [:]
    private(set) var removed: [Field] = []
    /// Field pointers → stateKeys, to tell fields from display components.
    let oldFieldPointers: [String: String]
    let newFieldPointers: [String: String]

    init(old: Form, new: Form) {
        oldFieldPointers = Dictionary(old.fields.map { ($0.pointer, $0.key) }, uniquingKeysWith: { a, _ in a })
        newFieldPointers = Dictionary(new.fields.map { ($0.pointer, $0.key) }, uniquingKeysWith: { a, _ in a })
        var used = Set<Int>()
        for f in new.fields {
            if let i = old.index(ofKey: f.key) {
                oldOf[f.index] = old.fields[i]
                used.insert(i)
            }
        }
        for f in new.fields where oldOf[f.index] == nil {
            let renamed = old.fields.first { o in
                o.id == f.id && !used.contains(o.index) && new.index(ofKey: o.key) == nil
            }
            if let o = renamed {
                oldOf[f.index] = o
                used.insert(o.index)
            }
        }
        for (i, o) in oldOf { newKeyOf[o.key] = new.fields[i].key }
        removed = old.fields.filter { !used.contains($0.index) }
    }

    /// The old field a new field continues, or nil for an added field.
    func oldField(for field: Field) -> Field? { oldOf[field.index] }

    /// The new stateKey of an old field, or nil when the field was removed.
    func newKey(forOld key: String) -> String? { newKeyOf[key] }
}
