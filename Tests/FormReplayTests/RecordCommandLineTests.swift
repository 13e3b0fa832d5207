import Testing

@testable import FormReplay

/// The `$ formsh` line `record` writes.
@Suite struct RecordCommandLineTests {
    @Test func theOutputOptionsAreLeftOut() {
        #expect(
            RecordSession.recordedArguments(
                ["forms/a.json", "-o", "a.t", "--plain", "--output=b.t", "--endpoint", "https://x/y"], scenario: nil)
                == ["forms/a.json", "--plain", "--endpoint", "https://x/y"])
    }

    @Test func withAScenarioTheServerOptionsGiveWayToIt() {
        #expect(
            RecordSession.recordedArguments(
                [
                    "forms/a.json", "-o", "a.t", "--scenario-out", "s.json", "--endpoint", "https://x/y",
                    "--header-env=X-Token=TOKEN", "--cacert", "ca.pem", "--header", "X: 1", "--verbose",
                ], scenario: "s.json") == ["forms/a.json", "--verbose", "--scenario", "s.json"])
    }

    @Test func withoutDropsBothSpellings() {
        #expect(
            RecordSession.without(["--a"], in: ["x", "--a", "1", "--a=2", "--ab", "--b", "3"])
                == ["x", "--ab", "--b", "3"])
    }
}
