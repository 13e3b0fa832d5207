import FormCore
import FormSystem

/// `formsh check FORM --vectors FILE` (docs/contract.md, "Schema evolution and server conformance"): judges each
/// vector's payload as `check`
/// judges a payload and reports every vector whose verdict or messages differ, so that
/// vectors written by hand or by another engine can be held against the app's rules.
///
/// ```
/// 4: age 2. max 120: above: vector: invalid (age: Yosh 120 dan oshmasin); formsh: valid
/// 9: not a vector: "payload" must be an object
/// 12 vectors: 10 agree, 2 differ
/// ```
/// With `json`, one object per vector line: `{"line", "name", "agrees", "vector":
/// {"valid", "errors"}, "formsh": {"valid", "errors"}}`, or `{"line", "agrees": false,
/// "error"}` for a line that holds no vector.
public struct VectorCheck {
    public let json: Bool
    private let judge: PayloadJudge

    /// How many vectors agree and differ.
    public struct Counts: Equatable, Sendable {
        public var agree = 0
        public var differ = 0

        /// `N vectors: A agree, D differ` (`differs` for one).
        public var summary: String {
            let total = agree + differ
            return "\(total) vector\(total == 1 ? "" : "s"): \(agree) agree, \(differ) differ\(differ == 1 ? "s" : "")"
        }
    }

    /// - Throws: when the value store cannot be set up.
    public init(form: Form, json: Bool) throws(SecretStoreError) {
        self.json = json
        judge = try PayloadJudge(form: form, store: try SecretStore())
    }

    /// The value store's warning when it could not be locked in memory, if any.
    public var lockWarning: String? { judge.lockWarning }

    /// Judges every vector line `source` gives as `run(_:to:)` does, then writes the closing
    /// line: on `notes` with `json`, so that `out` holds JSON Lines alone.
    /// - Throws: what the source throws.
    public func run<Source: PayloadSource>(_ source: inout Source, out: any TextSink, notes: any TextSink)
        throws(Source.Failure) -> Counts
    {
        let counts = try run(&source, to: out)
        (json ? notes : out).line(counts.summary)
        return counts
    }

    /// Judges every vector line `source` gives (blank ones skipped) and writes what
    /// differs (with `json`, every vector) to `sink`.
    /// - Throws: what the source throws.
    public func run<Source: PayloadSource>(_ source: inout Source, to sink: any TextSink) throws(Source.Failure)
        -> Counts
    {
        var counts = Counts()
        while let (number, line) = try source.nextLine() {
            if PayloadCheck.isBlank(line) { continue }
            let (agrees, text) = judged(line, number: number)
            if agrees { counts.agree += 1 } else { counts.differ += 1 }
            if let text { sink.line(text) }
        }
        return counts
    }

    /// Whether one line's vector agrees with formsh, and the line to write (nil: none).
    func judged(_ line: UnsafeRawBufferPointer, number: Int) -> (agrees: Bool, text: String?) {
        let vector: ConformanceVector
        switch ConformanceVector.read(line) {
        case .success(let v): vector = v
        case .failure(let e):
            if json {
                return (
                    false,
                    JSONWriter.string(
                        .object(
                            JSONObject([
                                ("line", .number(String(number))), ("agrees", .bool(false)),
                                ("error", .string(e.description)),
                            ])), style: .spaced)
                )
            }
            return (false, VisibleText.oneLine("\(number): not a vector: \(e.description)"))
        }
        let formsh = verdict(of: vector)
        let agrees = vector.agrees(with: formsh)
        if json {
            func side(_ v: ConformanceVector) -> JSONValue {
                .object(JSONObject([("valid", .bool(v.valid)), ("errors", ConformanceVector.json(v.errors))]))
            }
            return (
                agrees,
                JSONWriter.string(
                    .object(
                        JSONObject([
                            ("line", .number(String(number))), ("name", .string(vector.name)),
                            ("agrees", .bool(agrees)),
                            ("vector", side(vector)), ("formsh", side(formsh)),
                        ])), style: .spaced)
            )
        }
        if agrees { return (true, nil) }
        return (
            false,
            VisibleText.oneLine(
                "\(number): \(vector.name): vector: \(vector.verdictText); formsh: \(formsh.verdictText)")
        )
    }

    /// formsh's own vector for the vector's payload.
    private func verdict(of vector: ConformanceVector) -> ConformanceVector {
        let bytes = Array(JSONWriter.string(.object(vector.payload)).utf8)
        switch bytes.withUnsafeBytes({ judge.check($0) }) {
        case .success(let v):
            return ConformanceVector(name: vector.name, family: vector.family, payload: vector.payload, verdict: v)
        case .failure(let e):
            return ConformanceVector(
                name: vector.name, payload: vector.payload, valid: false,
                errors: [.init(key: "", message: e.description)])
        }
    }
}
