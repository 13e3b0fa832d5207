import FormCore

extension HTTPSubmitter {
    /// `Loading URL… (Ctrl-C cancels)`: said once a FORM's fetch has taken a second.
    static func loading(_ url: String) -> String { "Loading \(url)… (Ctrl-C cancels)" }

    /// A FORM given by URL, fetched with GET (docs/contract.md, "Command line").
    /// - Parameters:
    ///   - announce: told `loading(url)` once the wait has taken a second.
    ///   - keepWaiting: asked while the transfer runs; false cancels it (Ctrl-C).
    ///   - log: given the exchange as `--verbose` shows it (the body masked), or nil.
    /// - Returns: the body of a 2xx answer.
    public func fetchForm(
        _ url: String, announce: @escaping (String) -> Void, log: ((HTTPExchange) -> Void)? = nil,
        keepWaiting: @escaping () -> Bool
    ) throws(FormFetchError) -> [UInt8] {
        var announced = false
        let result = get(url) { seconds in
            if seconds >= 1 && !announced {
                announced = true
                announce(Self.loading(url))
            }
            return keepWaiting()
        }
        if let log {
            var e = HTTPExchange(.get, url: url, shownBy: self)
            e.answer(result, maskedBy: SecretMasker())
            log(e)
        }
        switch result {
        case .failure(.cancelled): throw .cancelled
        case .failure(let error): throw .noAnswer(error)
        case .success(let r):
            guard (200..<300).contains(r.status) else { throw .status(r.status) }
            return r.body.bytes
        }
    }
}
