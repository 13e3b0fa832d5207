import FormCore

/// The path each step of a recorded flow posts to when its transcript replays against the
/// built-in mock, where the flow follows each screen's own `submit.endpoint` (docs/contract.md, "Submission"),
/// whatever endpoint it was recorded against. It follows the answers as `Flow` does: the
/// first form's path starts it (`/submit` when it declares none, as the mock's); a 2xx screen (the answer to a post, or a screen fetched
/// by GET) with a submit endpoint sets the next step's, resolved against the current one;
/// `pop` and `pop_to_root` go back to an earlier screen's; any other answer (4xx, none, a
/// screen without a submit endpoint) keeps the step.
struct StepPaths {
    /// A stand-in for the mock's origin, which the paths are resolved against: a relative
    /// endpoint stays on it, an absolute one names another (the replay refuses that one).
    private static let origin = "http://mock.invalid"
    /// The submit endpoint each screen of the flow declares, first to current.
    private var screens: [String?]
    /// Where the current step posts.
    private(set) var current: String

    /// - Parameter first: the first form's `submit.endpoint`.
    init(first: String?) {
        screens = [first]
        current = first ?? "/submit"
    }

    /// The answer to a `method` request (`POST` or `GET`); nil when none came.
    mutating func answered(_ method: String, _ response: HTTPResponse?) {
        guard let response, (200..<300).contains(response.status) else { return }
        if method == "GET" {
            let json = response.body.withBytes { b in try? JSONParser.parse(b.assumingMemoryBound(to: UInt8.self)) }
            if let json { enter(json) }
            return
        }
        switch ResponseClassifier.classify(response, masker: SecretMasker()) {
        case .screen(let object):
            enter(.object(object))
        case .navigation(.popToRoot):
            screens = [screens[0]]
            show(screens[0])
        case .navigation(.pop):
            if screens.count > 1 { screens.removeLast() }
            show(screens[screens.count - 1])
        default:
            break
        }
    }

    /// A screen from the server, when it loads as a form.
    private mutating func enter(_ json: JSONValue) {
        guard let form = try? FormLoader.load(json: json) else { return }
        screens.append(form.submit?.endpoint)
        show(form.submit?.endpoint)
    }

    /// A screen shown: its declared endpoint, resolved against the current step's, when it
    /// stays on the flow's origin (the replay refuses another one and keeps its endpoint).
    private mutating func show(_ declared: String?) {
        guard let declared,
            let url = EndpointResolver.resolve(
                explicit: nil, environment: [:], schemaEndpoint: declared,
                schemaURL: Self.origin + current, baseURL: nil
            ).url
        else { return }
        let (origin, path) = RecordingSubmitter.split(url)
        if origin == Self.origin { current = path }
    }
}
