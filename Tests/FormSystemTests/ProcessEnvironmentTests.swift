import Foundation
import Testing

@testable import FormSystem

@Suite struct ProcessEnvironmentTests {
    @Test func variablesAreProcessInfos() {
        #expect(ProcessEnvironment.variables() == ProcessInfo.processInfo.environment)
    }

    @Test func theWorkingDirectoryIsFileManagers() {
        #expect(ProcessEnvironment.currentDirectory() == FileManager.default.currentDirectoryPath)
    }

    @Test func thereIsAtLeastOneProcessor() {
        #expect(ProcessEnvironment.processorCount >= 1)
        #expect(ProcessEnvironment.processorCount <= ProcessInfo.processInfo.processorCount)
    }
}
