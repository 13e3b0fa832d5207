/// Sends a payload and fetches screens: the shell's only way to the network. FormSubmit's
/// `HTTPSubmitter` does it with libcurl; tests of the shell hand in one that answers from
/// a script.
public protocol Submitter: AnyObject {
    /// Posts the payload (bytes in the secret store) to the endpoint.
    func post(
        _ payload: UnsafeRawBufferPointer, to endpoint: String, idempotencyKey: String,
        progress: ((Double) -> Bool)?
    ) -> Result<HTTPResponse, HTTPClientError>
    /// Loads a screen's JSON with GET.
    func get(_ url: String, progress: ((Double) -> Bool)?) -> Result<HTTPResponse, HTTPClientError>
    /// The headers a request sends, as `--verbose` shows them (values from the environment masked).
    func shownHeaders(_ method: HTTPMethod, idempotencyKey: String?) -> [(name: String, value: String)]
    /// Refuses, before any connection, a URL this submitter would not send to: what
    /// `:endpoint URL` asks before it changes the endpoint (docs/contract.md, "Command line", "The shell").
    func check(url: String) throws(HTTPClientError)
}
