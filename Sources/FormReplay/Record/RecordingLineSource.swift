import FormCore
import FormShell

/// Passes reads through and records them: typed lines as they are, secrets as their
/// placeholder, a command line that carries a secret field's value with the value as
/// that placeholder. Each distinct value of a secret field has its own variable, named by
/// `SecretNaming` (`FORMSH_SECRET_OTP`, then `FORMSH_SECRET_OTP_2` when nothing else holds
/// those names; the same value again reuses its variable), so a wrong code and then the
/// right one replay. No value is copied: each distinct value is kept only as its keyed
/// fingerprint (`ExactFingerprint`, in a locked store of its own) and is remembered by the
/// output gate's masker however short (docs/contract.md, "Submission"), as it is read and
/// before the session submits it.
final class RecordingLineSource: LineSource {
    private let inner: any LineSource
    private let recorder: Recorder
    private let secrets: SecretStore
    /// The output gate's masker: its key makes the fingerprints.
    private let masker: SecretMasker
    private var secretValues: [(key: String, variable: String, fingerprint: SecretHandle)] = []
    private let naming: SecretNaming
    /// Each variable's field and the attempts at it (1-based) that typed its value.
    private(set) var roles: [String: (key: String, attempts: [Int])] = [:]
    /// How many values were typed at each secure field.
    private(set) var attempts: [String: Int] = [:]
    /// The secure fields' keys: the first screen's, and each secure prompt's after it.
    private(set) var secureKeys: Set<String>

    init(
        _ inner: any LineSource, recorder: Recorder, secrets: SecretStore, masker: SecretMasker,
        secureKeys: Set<String>,
        naming: SecretNaming = SecretNaming(environment: [:], taken: [])
    ) {
        self.inner = inner
        self.recorder = recorder
        self.secrets = secrets
        self.masker = masker
        self.secureKeys = secureKeys
        self.naming = naming
    }

    var isTerminal: Bool { inner.isTerminal }
    func wipe() { inner.wipe() }

    func readLine(_ prompt: Prompt, store: SecretStore) -> LineRead {
        let read = inner.readLine(prompt, store: store)
        recorder.output(prompt.name + ">\n")
        if case .line(let h) = read {
            if let (prefix, key) = store.withBytes(h, secretCommand) {
                recorder.typedCommand(
                    prefix: prefix, variable: variable(for: key, value: h, after: prefix.utf8.count, in: store))
            } else {
                recorder.typed(store.withBytes(h) { String(decoding: $0, as: UTF8.self) })
            }
        }
        return read
    }

    func readSecret(_ prompt: Prompt, store: SecretStore) -> LineRead {
        secureKeys.insert(prompt.name)
        let read = inner.readSecret(prompt, store: store)
        recorder.output(prompt.name + ">\n")
        guard case .line(let h) = read else { return read }
        if let (prefix, key) = store.withBytes(h, secretCommand) {
            recorder.typedCommand(
                prefix: prefix, variable: variable(for: key, value: h, after: prefix.utf8.count, in: store))
            return read
        }
        let isCommand = store.withBytes(h) { b in
            b.count > 1 && b[0] == UInt8(ascii: ":")
                && b.dropFirst().allSatisfy { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
        }
        if isCommand {
            recorder.typed(store.withBytes(h) { String(decoding: $0, as: UTF8.self) })
        } else {
            recorder.typedSecret(variable: variable(for: prompt.name, value: h, after: 0, in: store))
        }
        return read
    }

    /// The variable of the value of field `key` held at `h` from byte `offset` on: the
    /// variable of an equal value typed before (same fingerprint), or the one `naming` gives
    /// a new value. The value is remembered by the masker, however short, and its
    /// fingerprint kept.
    private func variable(for key: String, value h: SecretHandle, after offset: Int, in store: SecretStore) -> String {
        let attempt = attempts[key, default: 0] + 1
        attempts[key] = attempt
        let variable = chosenVariable(for: key, value: h, after: offset, in: store)
        roles[variable, default: (key, [])].attempts.append(attempt)
        return variable
    }

    private func chosenVariable(for key: String, value h: SecretHandle, after offset: Int, in store: SecretStore)
        -> String
    {
        let fingerprint = store.withBytes(h) { typed in
            let value = UnsafeRawBufferPointer(rebasing: typed.dropFirst(offset))
            masker.remember(value, howeverShort: true)
            return masker.exactFingerprint(value)
        }
        let known = secretValues.filter { $0.key == key }
        if let fingerprint, let same = known.first(where: { self.fingerprint($0.fingerprint) == fingerprint }) {
            return same.variable
        }
        let variable = naming.name(for: key, assigned: Set(secretValues.map(\.variable))) { bytes in
            store.withBytes(h) { $0.dropFirst(offset).elementsEqual(bytes) }
        }
        if let kept = fingerprint.flatMap({ f in f.bytes.withUnsafeBytes { try? secrets.store($0) } }) {
            secretValues.append((key, variable, kept))
        }
        return variable
    }

    private func fingerprint(_ h: SecretHandle) -> ExactFingerprint? {
        secrets.withBytes(h) { ExactFingerprint(bytes: $0) }
    }

    /// `:set KEY VALUE`, `:try KEY VALUE` or `:keys KEY VALUE` naming a secure field: the
    /// text up to the value, and the key. Only that text becomes a String, never the value.
    private func secretCommand(_ line: UnsafeRawBufferPointer) -> (prefix: String, key: String)? {
        for command in [":set ", ":try ", ":keys "] where line.starts(with: command.utf8) {
            let rest = line.dropFirst(command.utf8.count)
            guard let space = rest.firstIndex(of: UInt8(ascii: " ")) else { return nil }
            let key = String(decoding: rest[..<space], as: UTF8.self)
            guard secureKeys.contains(key) else { return nil }
            return (command + key + " ", key)
        }
        return nil
    }

    /// The secrets typed at secure prompts, for the recorder to hide: found by fingerprint.
    var recordedSecrets: [RecordedSecret] {
        secretValues.map { entry in
            RecordedSecret(key: entry.key, variable: entry.variable) { text in
                self.occurrences(entry.fingerprint, in: text)
            }
        }
    }

    /// The key of the first secret whose value appears in `text`.
    func firstSecret(in text: String) -> String? {
        let bytes = Array(text.utf8)
        return secretValues.first { !occurrences($0.fingerprint, in: bytes).isEmpty }?.key
    }

    private func occurrences(_ h: SecretHandle, in text: [UInt8]) -> [Range<Int>] {
        guard let f = fingerprint(h) else { return [] }
        return text.withUnsafeBytes { masker.occurrences(of: f, in: $0) }
    }
}
