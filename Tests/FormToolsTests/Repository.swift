import Foundation
import FormCore

/// The repository's root (this file is Tests/FormToolsTests/Repository.swift).
let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

/// A sample form of the repository.
func sampleForm(_ relative: String) throws -> Form {
    try FormLoader.load(Array(try Data(contentsOf: URL(fileURLWithPath: repositoryRoot + "/" + relative))))
}
