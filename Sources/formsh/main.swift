import FormCLI
import Glibc

/// The environment, read from `environ` (the first of a repeated name wins, as with `getenv`).
func environment() -> [String: String] {
    var result: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
        let text = String(cString: pointer)
        if let equals = text.firstIndex(of: "=") {
            let name = String(text[..<equals])
            if result[name] == nil { result[name] = String(text[text.index(after: equals)...]) }
        }
        entry += 1
    }
    return result
}

/// The working directory, or "" when it cannot be read.
func workingDirectory() -> String {
    guard let path = getcwd(nil, 0) else { return "" }
    defer { free(path) }
    return String(cString: path)
}

// Foundation is not used here: its `ProcessInfo` and `FileManager` set-up cost more at
// start-up than reading `environ` and `getcwd`.
let io = CommandIO(stdout: FileDescriptorSink(fd: 1), stderr: FileDescriptorSink(fd: 2),
                   environment: environment(), workingDirectory: workingDirectory(),
                   stdoutIsTerminal: isatty(1) == 1, stdinIsTerminal: isatty(0) == 1)
exit(FormshCLI.run(Array(CommandLine.arguments.dropFirst()), io: io))
