import FormCore
import TestSupport

/// A sample form of the repository.
func sampleForm(_ relative: String) throws -> Form {
    try FormLoader.load(Repository.bytes(relative))
}
