import FormCore

extension HTTPSubmitter {
    /// The `User-Agent` every request of formsh sends: `formsh/VERSION`.
    public static let formshUserAgent = "formsh/" + ClientVersion.current.text

    /// formsh's client with no header of its own, 30 seconds per request and the system's
    /// CAs: what loads a FORM given by URL when no other client is at hand.
    public convenience init() {
        self.init(userAgent: Self.formshUserAgent, headers: [], timeout: 30, caFile: nil)
    }

    /// formsh's client for the command line's options (docs/contract.md, "Command line"):
    /// the headers of `--header` and `--header-env` in order, each `--header-env` value read
    /// from `environment`, remembered by `masker` however short and never shown by
    /// `shownHeaders`; `--timeout` and `--cacert` (an absolute path).
    /// - Throws: the first option that gives no header.
    public convenience init(
        headerOptions: [HeaderOption], environment: [String: String], maskingIn masker: SecretMasker,
        timeout: Double, caFile: String?
    ) throws(HeaderOptionError) {
        let headers = try HeaderOption.resolve(headerOptions, environment: environment, maskingIn: masker)
        self.init(
            userAgent: Self.formshUserAgent, headers: headers,
            maskedHeaders: Set(headerOptions.compactMap(\.environmentHeaderName)), timeout: timeout, caFile: caFile)
    }
}
