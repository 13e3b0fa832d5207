import FormCore

extension SecretStore {
    /// A store for one test's values: room for a session over any form of the repository.
    public static func forTest(capacity: Int = 1 << 20) throws -> SecretStore {
        try SecretStore(capacity: capacity)
    }
}
