/// What `record` says when it saves.
enum RecordText {
    static func saved(file: String, _ recorded: RecordedTranscript) -> [String] {
        var lines = ["Transcript written to \(file)."]
        for (key, variable, count) in recorded.redacted {
            lines.append(
                "The value typed for \(key) also appeared in \(count == 1 ? "1 other place" : "\(count) other places"): "
                    + "written there as {{any}} (output) or {{env:\(variable)}} (typed lines).")
        }
        if !recorded.variables.isEmpty {
            lines.append(
                "It reads \(recorded.variables.joined(separator: ", ")) from the environment: set "
                    + (recorded.variables.count == 1 ? "it" : "them") + " to replay it.")
        }
        return lines
    }

    /// The variables the output folder's transcripts read, with this one saved, and those
    /// of this one that the recording environment does not set.
    static func suite(folder: String, _ suite: SuiteVariables, fresh: [(variable: String, role: String)]) -> [String] {
        guard !suite.uses.isEmpty else { return [] }
        let n = suite.uses.count
        var lines = [
            "The transcripts in \(folder.isEmpty ? "." : folder) read \(n) variable\(n == 1 ? "" : "s"); "
                + "replay them with \(n == 1 ? "it" : "all of them") set:"
        ]
        lines += suite.lines
        for (variable, role) in fresh {
            lines.append("\(variable) is not set here: set it to the value typed for \(role).")
        }
        return lines
    }

    /// What a variable stands for: the field, and when a value was typed there more than
    /// once, which attempts (`otp, 1st attempt (wrong value, asked again)`, `otp, 2nd attempt (last)`).
    static func role(_ key: String, _ attempts: [Int], of total: Int) -> String {
        guard total > 1, let last = attempts.last else { return key }
        let which = attempts.map(ordinal).joined(separator: " and ") + (attempts.count == 1 ? " attempt" : " attempts")
        return "\(key), \(which) (\(last == total ? "last" : "wrong value, asked again"))"
    }

    /// `1st`, `2nd`, `3rd`, `4th`, … `11th`, `12th`, `13th`, `21st`, …
    static func ordinal(_ n: Int) -> String {
        let suffix: String
        switch (n % 10, n % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(n)\(suffix)"
    }

    static func scenarioSaved(_ file: String, exchanges: Int) -> String {
        "Scenario written to \(file) (\(exchanges) exchange\(exchanges == 1 ? "" : "s")); the transcript replays against it."
    }
}
