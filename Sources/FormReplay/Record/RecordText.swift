/// What `record` says when it saves.
enum RecordText {
    static func saved(file: String, _ recorded: RecordedTranscript) -> [String] {
        var lines = ["Transcript written to \(file)."]
        for (key, variable, count) in recorded.redacted {
            lines.append("The value typed for \(key) also appeared in \(count == 1 ? "1 other place" : "\(count) other places"): "
                         + "written there as {{any}} (output) or {{env:\(variable)}} (typed lines).")
        }
        if !recorded.variables.isEmpty {
            lines.append("It reads \(recorded.variables.joined(separator: ", ")) from the environment: set "
                         + (recorded.variables.count == 1 ? "it" : "them") + " to replay it.")
        }
        return lines
    }

    static func scenarioSaved(_ file: String, exchanges: Int) -> String {
        "Scenario written to \(file) (\(exchanges) exchange\(exchanges == 1 ? "" : "s")); the transcript replays against it."
    }
}
