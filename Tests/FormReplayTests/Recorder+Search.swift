@testable import FormReplay

/// Raw byte searches the recorder tests make: production code finds a secret by its keyed
/// fingerprint (`RecordingLineSource`), never by its bytes.
extension Recorder {
    /// Whether the rendered transcript contains these bytes anywhere. An empty secret is
    /// never found.
    func contains(secret bytes: UnsafeRawBufferPointer) -> Bool {
        Recorder.contains(secret: bytes, in: render())
    }

    /// Whether `text` contains these bytes anywhere. An empty secret is never found.
    static func contains(secret bytes: UnsafeRawBufferPointer, in text: String) -> Bool {
        !occurrences(of: bytes, in: Array(text.utf8)).isEmpty
    }
}

extension RecordedSecret {
    /// A secret whose bytes `withBytes` shows.
    init(key: String, variable: String? = nil, withBytes: @escaping ((UnsafeRawBufferPointer) -> Void) -> Void) {
        self.init(key: key, variable: variable) { text in
            var found: [Range<Int>] = []
            withBytes { needle in found = Recorder.occurrences(of: needle, in: text) }
            return found
        }
    }
}
