extension RecordedRequest {
    /// The line `formsh serve` logs for this request: `POST /api/v1/delivery → 422`.
    public var logLine: String {
        let what = method.isEmpty ? "(unreadable request)" : "\(method) \(path)"
        let outcome = status.map(String.init) ?? "dropped"
        var line = "\(what) → \(outcome)"
        if let error {
            line += " (\(error))"
        } else if bodyValid == false {
            line += " (payload invalid)"
        }
        return line
    }
}
