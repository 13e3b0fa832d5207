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
    /// The likely cause of a verdict that the case's family explains: the server accepts
    /// a case formsh rejects, or rejects one formsh accepts (nil otherwise).
    public let cause: ProbeCause?

    /// - Parameter earlier: the results of the cases before this one. A space or a
    ///   newline around a pattern's value that the server accepts where it also accepted
    ///   a character added to it (same rule) is put down to a search for a part of the
    ///   value; a newline where it accepted a trailing space, to the spaces being stripped.
    public init(_ probeCase: ProbeCase, answer: ServerAnswer?, earlier: [ProbeResult] = []) {
        self.probeCase = probeCase
        self.answer = answer
        if let answer {
            (verdict, server) = ProbeVerdict.judge(probeCase, answer: answer)
        } else {
            (verdict, server) = (nil, nil)
        }
        let explained = probeCase.expectsRejection ? verdict == .serverAccepts : verdict == .serverRejectsValid
        guard explained, let cause = probeCase.cause else {
            self.cause = nil
            return
        }
        self.cause = ProbeResult.refined(cause, of: probeCase, earlier: earlier)
    }

    private static func refined(_ cause: ProbeCause, of c: ProbeCase, earlier: [ProbeResult]) -> ProbeCause {
        guard case .regex? = c.rule?.kind, cause == .trimsSpaces || cause == .dollarNewline else { return cause }
        let sameRule = earlier.filter {
            $0.probeCase.field.index == c.field.index && $0.probeCase.ruleIndex == c.ruleIndex
        }
        if sameRule.contains(where: { $0.cause == .partialMatch }) { return .partialMatch }
        if cause == .dollarNewline, sameRule.contains(where: { $0.cause == .trimsSpaces }) { return .trimsSpaces }
        return cause
    }
}

extension ServerAnswer {
    /// An HTTP answer read as `run` reads a submission's (docs/contract.md, "Submission"'s error shapes).
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
