// Shared helpers for the fuzz entry points (compiled into every target).
import Glibc

/// The fuzzer's input as bytes.
@inline(__always)
func fuzzBytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
    Array(UnsafeBufferPointer(start: data, count: size))
}

/// Splits `bytes` at the first occurrence of `separator`; the tail is empty when absent.
func splitOnce(_ bytes: [UInt8], _ separator: [UInt8]) -> ([UInt8], [UInt8]) {
    guard bytes.count >= separator.count, !separator.isEmpty else { return (bytes, []) }
    var i = 0
    while i + separator.count <= bytes.count {
        if bytes[i] == separator[0], Array(bytes[i..<(i + separator.count)]) == separator {
            return (Array(bytes[..<i]), Array(bytes[(i + separator.count)...]))
        }
        i += 1
    }
    return (bytes, [])
}

/// A tiny FuzzedDataProvider: consumes bytes from the front.
struct ByteReader {
    let bytes: [UInt8]
    var at = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
    var isEmpty: Bool { at >= bytes.count }
    mutating func byte() -> UInt8 {
        guard at < bytes.count else { return 0 }
        defer { at += 1 }
        return bytes[at]
    }
    mutating func take(_ n: Int) -> [UInt8] {
        let end = min(bytes.count, at + max(0, n))
        defer { at = end }
        return Array(bytes[at..<end])
    }
    mutating func rest() -> [UInt8] { take(bytes.count - at) }
}

/// Where the repository is (forms/ and transcripts/ are read from it): `$FORMSH_REPO`, else the cwd.
let repoRoot: String = {
    if let p = getenv("FORMSH_REPO") { return String(cString: p) }
    var buf = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buf, buf.count) != nil else { return "." }
    return String(decoding: buf.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}()

/// Fails the run with a message the fuzzer reports as a crash (an invariant broke).
func invariant(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    if !condition() {
        let m = "FUZZ INVARIANT BROKEN (\(file):\(line)): \(message())\n"
        _ = m.withCString { fputs($0, stderr) }
        abort()
    }
}

func readFile(_ path: String) -> [UInt8]? {
    guard let f = fopen(path, "rb") else { return nil }
    defer { fclose(f) }
    var out: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = fread(&chunk, 1, chunk.count, f)
        if n <= 0 { break }
        out.append(contentsOf: chunk[0..<n])
    }
    return out
}

/// `FUZZ_STRICT=1` (the regression replay) turns checks for bugs already reported, and
/// still open, back into failures; while fuzzing they are skipped so that the run can go
/// on finding new ones. Each open bug has an id listed in fuzz/regressions/OPEN.
let fuzzStrict: Bool = getenv("FUZZ_STRICT") != nil

/// True when a broken invariant is the open bug `id` and the run is not strict.
func tolerateOpenBug(_ id: String, _ isThatBug: Bool) -> Bool {
    isThatBug && !fuzzStrict
}

/// `FUZZ_TRACE=1` prints what a target does with an input (for triage of a finding).
let fuzzTrace: Bool = getenv("FUZZ_TRACE") != nil

func trace(_ message: @autoclosure () -> String) {
    guard fuzzTrace else { return }
    let m = "trace: \(message())\n"
    _ = m.withCString { fputs($0, stderr) }
}
