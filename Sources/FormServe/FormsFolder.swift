import FormSystem

/// The folder `formsh serve` serves forms from: `--forms`, else the scenario's, else
/// `./forms`, else the working directory; it must be a folder.
public enum FormsFolder {
    /// Why the chosen folder cannot be served: the path as given and the reason.
    public struct Unusable: Error, Equatable {
        public let path: String
        public let reason: String
    }

    /// Chooses the folder; `given` is `--forms` as typed, resolved against `workingDirectory`.
    public static func choose(
        given: String?, scenario: Scenario?,
        workingDirectory: String
    ) throws(Unusable) -> String {
        let forms: String
        if let given {
            forms = Path.resolve(given, against: workingDirectory)
        } else if let scenario {
            forms = scenario.formsDirectory
        } else if FileSystem.isDirectory(Path.join(workingDirectory, "forms")) {
            forms = Path.join(workingDirectory, "forms")
        } else {
            forms = workingDirectory
        }
        let kind = FileSystem.kind(forms)
        guard kind == .directory else {
            throw Unusable(path: given ?? forms, reason: kind == nil ? "no such folder" : "not a folder")
        }
        return forms
    }

    /// A folder as the user would like to read it: relative to the working directory when
    /// inside it (the line `formsh serve` announces itself with).
    public static func display(_ path: String, workingDirectory: String) -> String {
        let base = Path.standardized(workingDirectory)
        let standardized = Path.standardized(path)
        if standardized == base { return "." }
        guard standardized.hasPrefix(base + "/") else { return standardized }
        return String(standardized.dropFirst(base.count + 1))
    }
}
