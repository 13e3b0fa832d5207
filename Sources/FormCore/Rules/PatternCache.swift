import Synchronization

/// Compiled patterns by pattern text and flags, for the life of the process: each
/// distinct pattern is compiled once (docs/contract.md, "Performance"), whichever field, rule or form uses it.
/// Patterns that do not compile are remembered too, with their error. The process's one
/// cache is `ProcessState.patterns`.
final class PatternCache: Sendable {
    private struct Key: Hashable {
        let pattern: String
        let flags: UInt32
    }

    private let entries = Mutex<[Key: Result<CompiledPattern, PatternError>]>([:])

    /// The compiled pattern, compiling it on first use.
    func compiled(_ pattern: String, flags: UInt32) -> Result<CompiledPattern, PatternError> {
        let key = Key(pattern: pattern, flags: flags)
        if let hit = entries.withLock({ $0[key] }) { return hit }
        let result = CompiledPattern.compileNew(pattern, flags: flags)
        return entries.withLock { table in
            if let raced = table[key] { return raced }
            table[key] = result
            return result
        }
    }
}
