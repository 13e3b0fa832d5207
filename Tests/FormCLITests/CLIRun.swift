import FormCore
import FormCLI
import FormSystem
import Foundation

/// One in-process run of the command line, with captured output.
struct CLIRun {
    let status: Int32
    let stdout: String
    /// Standard error without the value store's mlock warning, which depends on how
    /// much memory other tests running at the same time have locked.
    let stderr: String

    /// Runs `formsh ARGS` with the repository as the working directory, through `gate`
    /// (by default one that masks nothing; `CLIRun.processGate()` masks as formsh does).
    init(_ arguments: [String], gate: OutputGate = OutputGate()) {
        let out = gate.capture()
        let err = gate.capture()
        let secrets = (gate.masker as? SecretMasker) ?? SecretMasker()
        let io = CommandIO(gate: gate, secrets: secrets, stdout: out, stderr: err, environment: [:], workingDirectory: Fixtures.repository)
        status = FormshCLI.run(arguments, io: io).rawValue
        stdout = out.text
        stderr = err.text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("warning: could not lock the value store") }
            .joined(separator: "\n")
    }
}

extension CLIRun {
    /// A gate that masks as the process's does: secrets and card numbers, and test data
    /// with its card numbers kept.
    static func processGate() -> OutputGate {
        let secrets = SecretMasker()
        return OutputGate(masker: secrets, testDataMasker: secrets.testData)
    }
}

/// Paths of the repository and its fixtures.
enum Fixtures {
    /// The repository root (this file is Tests/FormCLITests/CLIRun.swift).
    static let repository: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The text of a file relative to the repository.
    static func text(_ path: String) throws -> String {
        try String(contentsOfFile: repository + "/" + path, encoding: .utf8)
    }

    /// Every sample screen under forms/ (not the scenario file flow.json).
    static let sampleForms = [
        "forms/delivery.json", "forms/loan_application.json", "forms/kitchen_sink.json",
        "forms/card_transfer/step1_card.json", "forms/card_transfer/step2_amount.json",
        "forms/card_transfer/step3_otp.json", "forms/card_transfer/success.json",
    ]
}
