import FormCore
import FormSystem

/// Builds a shell session from its plan and runs it: the value store (a pooled one for
/// scripted sessions, whose stores are reused; a new one otherwise), the line source for
/// the input, the shell. Shared by `run`, `record`, replay and `cover`.
public enum Session {
    /// Why a session could not start.
    public enum Failure: Error, Equatable, Sendable {
        /// The value store cannot be set up.
        case valueStore(SecretStoreError)
        /// The shell cannot start (its form's defaults do not fit in the store).
        case shellNotStarted(String)
    }

    /// - Parameter wrap: lets `record` see the plan and the line source made for it, and wrap
    ///   the source, the output and the submitter before the shell starts.
    /// - Returns: the shell's exit status.
    public static func run(
        _ plan: SessionPlan,
        wrap: (inout SessionPlan, inout any LineSource) -> Void
    ) throws(Failure) -> Int32 {
        let pooled = !plan.keepsSubmittedSecrets
        let store: SecretStore
        do { store = pooled ? try SecretStorePool.acquire() : try SecretStore() } catch { throw .valueStore(error) }
        defer { if pooled { SecretStorePool.release(store) } }
        var plan = plan
        var source = lineSource(plan, output: plan.output)
        wrap(&plan, &source)
        let shell: Shell
        do { shell = try Shell(plan: plan, store: store, source: source) } catch {
            throw .shellNotStarted(error.description)
        }
        return shell.run()
    }

    /// Scripted lines, line editing on a terminal, or plain lines from stdin.
    private static func lineSource(_ plan: SessionPlan, output: any TextSink) -> any LineSource {
        switch plan.input {
        case .scripted(let lines): return ScriptedLineSource(lines, output: output, secrets: plan.secrets)
        case .terminal: return ReadlineLineSource(colors: plan.colors, output: output)
        case .accessible: return AccessibleLineSource(output: output)
        case .plain: return PlainLineSource(fd: 0, output: output)
        }
    }
}
