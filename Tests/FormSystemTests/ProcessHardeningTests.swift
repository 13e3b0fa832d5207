import Testing

@testable import FormSystem

/// What `ProcessHardening` says when it refuses to start. Hardening itself changes the
/// test process for good (no core dumps, the wiping signal handlers), so it is checked
/// on the binary: Tests/System/test-secrets-gate-hardening.sh, test-secrets-process.sh
/// and test-secrets-signals.sh.
@Suite struct ProcessHardeningTests {
    @Test func eachFailureNamesTheCallAndRefusesToStart() {
        #expect(
            ProcessHardening.Failure.coreDumps.description
                == "cannot disable core dumps (setrlimit RLIMIT_CORE): refusing to start")
        #expect(
            ProcessHardening.Failure.dumpable.description
                == "cannot make the process non-dumpable (prctl PR_SET_DUMPABLE): refusing to start")
    }
}
