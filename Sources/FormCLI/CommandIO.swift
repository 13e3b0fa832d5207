import FormShell
import FormSystem
import Glibc
import Synchronization

/// Where a command reads and writes. A terminal run uses the process's streams; replay
/// and tests capture them. Commands never touch `FileHandle.standardOutput` directly.
public final class CommandIO: @unchecked Sendable {
    public let stdout: TextSink
    public let stderr: TextSink
    public let environment: [String: String]
    /// Relative paths in arguments resolve against this directory.
    public let workingDirectory: String
    /// Scripted input lines for replay and tests; nil for a real terminal/stdin.
    public let scriptedInput: [ScriptedLine]?
    /// The built-in mock's URL once `run` started it (replay's `{{endpoint}}`).
    public var announcedEndpoint: String?
    /// Told of every verdict a shell session shows (`cover`), or nil.
    public var verdictObserver: ShellConfiguration.VerdictObserver?
    /// Whether stdout is a terminal (colours) and stdin is a terminal (line editing).
    public let stdoutIsTerminal: Bool
    public let stdinIsTerminal: Bool

    public init(stdout: TextSink, stderr: TextSink, environment: [String: String], workingDirectory: String,
                scriptedInput: [ScriptedLine]? = nil, stdoutIsTerminal: Bool = false, stdinIsTerminal: Bool = false) {
        self.stdout = stdout
        self.stderr = stderr
        self.environment = environment
        self.workingDirectory = workingDirectory
        self.scriptedInput = scriptedInput
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stdinIsTerminal = stdinIsTerminal
    }

    /// An argument path made absolute against the working directory.
    public func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : Path.join(workingDirectory, path)
    }

    /// Reads a file named by an argument.
    public func readFile(_ path: String) throws(CLIError) -> [UInt8] {
        switch FileSystem.read(resolve(path)) {
        case .success(let bytes): return bytes
        case .failure(.missing): throw .unreadable(path: path, reason: CLIText.noSuchFile)
        case .failure(.directory): throw .unreadable(path: path, reason: CLIText.isDirectory)
        case .failure(.unreadable): throw .unreadable(path: path, reason: CLIText.cannotRead)
        }
    }
}

/// A text output stream: a file descriptor, or a buffer for replay and tests.
public protocol TextSink: AnyObject, Sendable {
    func write(_ text: String)
    /// Writes raw bytes (a masked echo, a secure prompt); no String is made of them.
    func write(bytes: UnsafeRawBufferPointer)
    func flush()
}

extension TextSink {
    public func line(_ text: String = "") { write(text + "\n") }
}

/// Writes straight to a file descriptor (stdout, stderr), unbuffered.
public final class FileDescriptorSink: TextSink {
    let fd: Int32
    public init(fd: Int32) { self.fd = fd }
    public func write(_ text: String) {
        var t = text
        t.withUTF8 { write(bytes: UnsafeRawBufferPointer($0)) }
    }
    public func write(bytes: UnsafeRawBufferPointer) {
        _ = FileSystem.writeAll(fd, bytes)
    }
    public func flush() {}
}

/// Collects output in memory (replay, tests).
public final class BufferSink: TextSink {
    private let bytes = Mutex<[UInt8]>([])
    public init() {}
    public func write(_ text: String) { bytes.withLock { $0.append(contentsOf: text.utf8) } }
    public func write(bytes b: UnsafeRawBufferPointer) { bytes.withLock { $0.append(contentsOf: b) } }
    public func flush() {}
    public var text: String { bytes.withLock { String(decoding: $0, as: UTF8.self) } }
}
