import FormServe
import Foundation
import TestSupport
import Testing

/// Every command takes a URL wherever it takes a FORM, and a folder is refused clearly (docs/contract.md, "Command
/// line").
@Suite struct FormSourceTests {
    @Test func messagesAndRunLoadAFormFromAURL() throws {
        let server = MockServer(formsDirectory: Repository.root + "/forms")
        try server.start()
        defer { server.stop() }
        let url = server.url + "/forms/delivery.json"
        let messages = CLIRun(["messages", url])
        #expect(messages.status == 0, "\(messages.stderr)")
        #expect(messages.stdout == CLIRun(["messages", "forms/delivery.json"]).stdout)
        let lint = CLIRun(["lint", url])
        #expect(lint.status == 0, "\(lint.stderr)")
        let missing = CLIRun(["messages", server.url + "/forms/nosuch.json"])
        #expect(missing.status == 3)
        #expect(missing.stderr.contains("cannot read \(server.url)/forms/nosuch.json: HTTP 404"))
    }

    @Test(arguments: [
        ["forms"], ["messages", "forms"], ["lint", "forms"], ["check", "forms", "forms/delivery.json"],
    ])
    func aFolderIsNotAFile(arguments: [String]) {
        let run = CLIRun(arguments)
        #expect(run.status == 3)
        #expect(run.stderr == "Error: cannot read forms: is a folder, not a file\n")
    }
}
