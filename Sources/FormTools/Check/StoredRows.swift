import FormCore

/// Payloads where they are stored (docs/contract.md, "Schema evolution and server
/// conformance"): each line is a row, such as `{"id": 17, "created": "…", "payload":
/// {…}}` from `psql`, whose payload is the value at one JSON Pointer (`check --payload`)
/// and whose verdicts are named by the value at another (`--id`).
public struct StoredRows: Sendable {
    /// Where each row's payload is.
    public let payload: PointerPath
    /// Where each row's id is, if rows are named by id.
    public let id: PointerPath?

    public init(payload: PointerPath, id: PointerPath?) {
        self.payload = payload
        self.id = id
    }

    /// What one line holds.
    enum Row {
        /// The payload's bytes in the line, and the row's id (nil when it has none).
        case payload(Range<Int>, id: RowID?)
        /// Nothing (or `null`, as for a NULL column) at the payload pointer.
        case noPayload(id: RowID?)
        /// The line is not JSON.
        case invalid(JSONSyntaxError)
    }

    /// Reads one line.
    func read(_ line: UnsafeRawBufferPointer) -> Row {
        let found: (first: Range<Int>?, second: Range<Int>?)
        do { found = try PointerPath.locate(payload, id, in: line) } catch { return .invalid(error) }
        let id = found.second.flatMap { RowID(line, at: $0) }
        guard let range = found.first, payload.isWhole || !StoredRows.isNull(line, range) else {
            return .noPayload(id: id)
        }
        return .payload(range, id: id)
    }

    /// The error of a line that has nothing at the payload pointer.
    var noPayloadMessage: String { "no payload at \(payload.text)" }

    private static func isNull(_ line: UnsafeRawBufferPointer, _ range: Range<Int>) -> Bool {
        range.count == 4 && line[range.lowerBound] == UInt8(ascii: "n")
    }
}
