import FormCore

/// Schema load time and the cost of one change with revalidation, on the loan form and
/// on a generated 10,000-field form (docs/contract.md, "Performance": cost grows with dependents, not form size).
struct FormEngineBench: BenchSection {
    var id: String { "form-engine" }
    var title: String { "Form engine" }

    struct Case {
        let name: String
        let bytes: [UInt8]
        let loadRuns: Int
        /// The field changed, and the two lines it alternates between (each change flips its dependents).
        let key: String
        let lines: [[UInt8]]
    }

    struct Result {
        let fields: Int
        let dependents: Int
        let load: Duration
        let change: Duration
    }

    func run(_ repo: BenchRepo) throws -> String {
        let loan = Case(
            name: "forms/loan_application.json", bytes: try repo.bytes("forms/loan_application.json"), loadRuns: 301,
            key: "income_source", lines: [Array("other".utf8), Array("salary".utf8)])
        let generated = Case(
            name: "generated, 10,000 fields in chains of 5", bytes: GeneratedForm.json(fields: 10_000), loadRuns: 11,
            key: "f5000", lines: [Array("abc123".utf8), Array("".utf8)])
        let small = Case(
            name: "generated, 100 fields in chains of 5", bytes: GeneratedForm.json(fields: 100), loadRuns: 101,
            key: "f50", lines: [Array("abc123".utf8), Array("".utf8)])
        let a = try measure(loan)
        let s = try measure(small)
        let b = try measure(generated)
        var rows: [String] = [
            "| form | fields | dependents of the changed field | schema load (median) | one change + revalidation (median) |",
            "| --- | ---: | ---: | ---: | ---: |",
        ]
        for (c, r) in [(loan, a), (small, s), (generated, b)] {
            rows.append(
                "| \(c.name) | \(r.fields) | \(r.dependents) (`\(c.key)`) | \(fixed(r.load.milliseconds, 2)) ms | \(fixed(r.change.microseconds, 2)) µs |"
            )
        }
        let ratio = b.change.seconds / a.change.seconds
        rows.append(
            "| ratio 10k / loan | | | \(fixed(b.load.seconds / a.load.seconds, 0))× | **\(fixed(ratio, 2))×** |")
        rows.append(
            "| ratio 10k / 100 (same chain shape) | | | \(fixed(b.load.seconds / s.load.seconds, 0))× | \(fixed(b.change.seconds / s.change.seconds, 2))× |"
        )
        rows.append("")
        rows.append(
            "One change is `FormState.set(_:line:)` on the field named, alternating between two values so that its dependents flip each time (parse, store, revalidate the field and its dependents, report flips); median of 101 samples of 1,000 changes. Load is `FormLoader.load` from bytes in memory (parse, decode, compile every pattern, build the dependency graph)."
        )
        return rows.joined(separator: "\n") + "\n"
    }

    func measure(_ c: Case) throws -> Result {
        var form: Form?
        // The last run's form is released before the clock starts: a load is timed alone.
        let load = try Measure.median(
            samples: c.loadRuns,
            reset: { form = nil },
            { form = try FormLoader.load(c.bytes) }
        )
        guard let form, let index = form.index(ofKey: c.key) else {
            throw BenchError("\(c.name) has no field \(c.key)")
        }
        let store = try SecretStore()
        let state = try FormState(form: form, store: store)
        var failure: FormStateError?
        let change = Measure.medianPerOperation(samples: 101, batch: 1_000) { i in
            c.lines[i & 1].withUnsafeBytes { line in
                if case .failure(let e) = state.set(index, line: line) { failure = e }
            }
        }
        if let failure { throw BenchError("\(c.name): \(c.key) refused a line: \(failure)") }
        return Result(
            fields: form.fields.count, dependents: form.graph.affected(by: index).count, load: load, change: change)
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
