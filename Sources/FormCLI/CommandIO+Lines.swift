import FormSystem

extension CommandIO {
    /// Reads the file an argument names (`-`: standard input) line by line with `read`:
    /// `check`'s payloads and vectors, `diff --payloads`. A file that cannot be opened or
    /// read is exit 3.
    func readLines<Result>(
        _ path: String, maxLine: Int = LineReader.defaultMaxLine,
        with read: (inout LineReader) throws(SystemError) -> Result
    ) throws(CLIError) -> Result {
        do {
            return try LineReader.reading(argument: path, workingDirectory: workingDirectory, maxLine: maxLine, read)
        } catch {
            throw .unreadable(path: path, reason: error.isNoSuchFile ? CLIText.noSuchFile : error.description)
        }
    }
}
