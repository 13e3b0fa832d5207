import FormCore

/// One probed case: the case, the server's answer to its payload, and the verdict.
public struct ProbeResult: Sendable {
    public let probeCase: ProbeCase
    /// Nil for a case without a payload (nothing was sent).
    public let answer: ServerAnswer?
    public let verdict: ProbeVerdict?
    /// What the server said, as shown: its message for the field of a breaking case, else
    /// every error it named (nil when it accepted).
    public let server: String?

    public init(_ probeCase: ProbeCase, answer: ServerAnswer?) {
        self.probeCase = probeCase
        self.answer = answer
        if let answer {
            (verdict, server) = ProbeVerdict.judge(probeCase, answer: answer)
        } else {
            (verdict, server) = (nil, nil)
        }
    }
}

extension ServerAnswer {
    /// An HTTP answer read as `run` reads a submission's (SPEC §6's error shapes).
    public init(_ response: HTTPResponse) {
        switch ResponseClassifier.classify(response, masker: SecretMasker()) {
        case .fieldErrors(let fields, let formErrors):
            self.init(status: response.status, fieldErrors: fields, formErrors: formErrors)
        case .httpError(let status, let snippet):
            self.init(status: status, text: snippet)
        case .screen, .navigate, .navigation, .completed:
            self.init(status: response.status)
        }
    }
}
