extension EndpointResolver {
    /// The endpoint `resolve` chooses, checked by `submitter` before the form is prompted,
    /// not at the first `:submit` (docs/contract.md, "Command line"); `.builtInMock` is not
    /// checked.
    /// - Throws: the source and the submitter's reason when it refuses the URL.
    public static func resolve(
        explicit: String?, environment: [String: String], schemaEndpoint: String?,
        schemaURL: String?, baseURL: String?, checkedBy submitter: any Submitter
    ) throws(EndpointError) -> EndpointChoice {
        let choice = resolve(
            explicit: explicit, environment: environment, schemaEndpoint: schemaEndpoint, schemaURL: schemaURL,
            baseURL: baseURL)
        if let url = choice.url {
            do { try submitter.check(url: url) } catch { throw EndpointError(choice: choice, refusal: error) }
        }
        return choice
    }
}
