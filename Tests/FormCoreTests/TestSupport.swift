import Foundation
import TestSupport
import Testing

@testable import FormCore

/// Forms of the repository, loaded.
enum Repo {
    static func form(_ relative: String, options: FormLoader.Options = .init()) throws -> Form {
        try FormLoader.load(Repository.bytes(relative), options: options)
    }

    static func analysis(_ relative: String) throws -> FormLoader.Analysis {
        FormLoader.analyze(try Repository.bytes(relative))
    }
}

/// A schema around the given components (JSON text of the array's items).
func screen(_ components: String, extraKeys: String = "") -> [UInt8] {
    Array(
        """
        {"screenId": "t", "version": "1.0.0",\(extraKeys) "components": [\(components)]}
        """.utf8)
}

/// Loads a schema around the given components.
func loadScreen(_ components: String, extraKeys: String = "", options: FormLoader.Options = .init()) throws -> Form {
    try FormLoader.load(screen(components, extraKeys: extraKeys), options: options)
}

/// A `text_input` component with the given key, rules and extra JSON members.
func textInput(_ key: String, rules: String = "[]", props: String = "", extra: String = "") -> String {
    """
    {"id": "\(key)_field", "type": "text_input", "props": {"label": "\(key)", "stateKey": "\(key)"\(props)}, "validations": \(rules)\(extra)}
    """
}

/// A form state over a small store of its own, driven by stateKeys and typed lines.
final class Session {
    let form: Form
    let store: SecretStore
    let state: FormState

    init(_ form: Form, capacity: Int = 256 * 1024) throws {
        self.form = form
        store = try SecretStore.forTest(capacity: capacity)
        state = try FormState(form: form, store: store)
    }

    convenience init(_ relative: String) throws { try self.init(Repo.form(relative)) }

    func index(_ key: String) -> Int {
        guard let i = form.index(ofKey: key) else { preconditionFailure("no field \(key)") }
        return i
    }

    func key(_ index: Int) -> String { form.fields[index].key }

    /// Types a line into a field, as the shell does on Enter.
    func typing(_ key: String, _ text: String) -> Result<ChangeReport, FormStateError> {
        var line = text
        let i = index(key)
        return line.withUTF8 { state.set(i, line: UnsafeRawBufferPointer($0)) }
    }

    /// Types a line that must be accepted.
    @discardableResult
    func type(_ key: String, _ text: String) throws -> ChangeReport { try typing(key, text).get() }

    /// The verdict a line would get (`:try`).
    func trying(_ key: String, _ text: String) throws -> Verdict {
        var line = text
        let i = index(key)
        return try line.withUTF8 { state.tryValue(i, line: UnsafeRawBufferPointer($0)) }.get()
    }

    func verdict(_ key: String) -> Verdict { state.verdict(index(key)) }
    func message(_ key: String) -> String? { state.verdict(index(key)).message }
    func isVisible(_ key: String) -> Bool { state.isVisible(index(key)) }

    /// A text field's stored value (test-only: values are never Strings in the product).
    func text(_ key: String) -> String? {
        state.withValue(index(key)) { v -> String? in
            if case .text(let b) = v { return String(decoding: b, as: UTF8.self) }
            return nil
        }
    }

    /// The payload bytes, as encoded into the store, freed afterwards.
    func payload(masked: Bool = false) throws -> String {
        let h = try PayloadEncoder.encode(state, masked: masked)
        defer { store.free(h) }
        return store.withBytes(h) { String(decoding: $0, as: UTF8.self) }
    }

    /// Flips of a change, as (stateKey, after) pairs.
    static func flips(_ report: ChangeReport, in form: Form) -> [String] {
        report.flips.map { "\(form.fields[$0.field].key): \(describe($0.before)) → \(describe($0.after))" }
    }

    func flips(_ report: ChangeReport) -> [String] { Session.flips(report, in: form) }
}

/// A verdict in words, for readable expectations.
func describe(_ v: Verdict) -> String {
    switch v {
    case .valid: return "valid"
    case .hidden: return "hidden"
    case .invalid(let m, _): return "invalid(\(m))"
    }
}

/// Where a byte sequence occurs in a buffer.
func occurrences(of needle: [UInt8], in haystack: UnsafeRawBufferPointer) -> [Int] {
    guard !needle.isEmpty, haystack.count >= needle.count else { return [] }
    var found: [Int] = []
    let first = needle[0]
    var i = 0
    while i <= haystack.count - needle.count {
        if haystack[i] == first {
            var k = 1
            while k < needle.count, haystack[i + k] == needle[k] { k += 1 }
            if k == needle.count { found.append(i) }
        }
        i += 1
    }
    return found
}

/// UTF-16LE bytes of a string, to search memory for converted copies.
func utf16LE(_ s: String) -> [UInt8] { s.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }

/// Loads a schema expecting it to fail, and returns why.
func loadFailure(_ bytes: [UInt8], options: FormLoader.Options = .init()) -> FormLoadError? {
    do {
        _ = try FormLoader.load(bytes, options: options)
        return nil
    } catch {
        return error
    }
}
