import FormReplay

extension CLIError {
    /// The message and exit status of docs/contract.md, "Command line" for this error.
    public var messageInfo: MessageInfo {
        switch self {
        case .usage(let message, let command):
            return MessageInfo(
                message, usage: command.flatMap(FormshCLI.command(named:))?.usage ?? FormshCLI.generalUsage,
                exitCode: .usage)
        case .unreadable(let path, let reason): return CLIError.cannotRead(path, reason)
        case .formNotLoaded(let source, let reason):
            return MessageInfo("\(source): \(reason)", exitCode: .unreadableInput)
        case .loadCancelled(let source):
            return MessageInfo("\(source): \(CLIText.loadCancelled)", exitCode: .interrupted)
        case .notHardened(let failure): return MessageInfo(failure.description, exitCode: .failure)
        case .session(.valueStore(let error)): return MessageInfo(error.description, exitCode: .failure)
        case .session(.shellNotStarted(let reason)): return MessageInfo(reason, exitCode: .failure)
        case .toolValueStore(let error):
            return MessageInfo("cannot set up the value store: \(error)", exitCode: .failure)
        case .scenario(.unreadable(_, let reason), let named): return CLIError.cannotRead(named, reason)
        case .scenario(let error, _): return MessageInfo(error.description, exitCode: .unreadableInput)
        case .mock(.scenario(let error, let named)): return CLIError.scenario(error, named: named).messageInfo
        case .mock(.notStarted(let reason)):
            return MessageInfo("cannot start the built-in mock backend: \(reason)", exitCode: .failure)
        case .serverNotStarted(.formsDirectory(let path, let reason)): return CLIError.cannotRead(path, reason)
        case .serverNotStarted(let error): return MessageInfo(error.description, exitCode: .failure)
        case .transcript(let error), .replay(.transcripts(let error)): return CLIError.info(error)
        case .replay(.problems(let problems)):
            return MessageInfo(messages: problems.flatMap(\.messages), exitCode: .unreadableInput)
        case .replay(.reportNotWritten(let path, let error)):
            return MessageInfo("cannot write \(path): \(error)", exitCode: .unreadableInput)
        case .record(let error): return MessageInfo(error.description, exitCode: .failure)
        case .probe(.notJudged(let error)):
            return MessageInfo("the valid payload cannot be judged: \(error.description)", exitCode: .failure)
        case .probe(.noAnswer(let error)): return MessageInfo(error.description, exitCode: .failure)
        case .probeInput(.usage(let message), _, let command):
            return CLIError.usage(message, command: command).messageInfo
        case .probeInput(.unreadable(let reason), let path, _): return CLIError.cannotRead(path, reason)
        case .probeInput(.noValidPayload(let reason), _, _): return MessageInfo(reason, exitCode: .failure)
        case .fileNotWritten(let path, let reason):
            return MessageInfo("cannot write \(path): \(reason)", exitCode: .failure)
        }
    }

    private static func cannotRead(_ path: String, _ reason: String) -> MessageInfo {
        MessageInfo("cannot read \(path): \(reason)", exitCode: .unreadableInput)
    }

    /// A TRANSCRIPT argument that names none is a failure (1); a transcript that cannot be
    /// read or is malformed, unreadable input (3).
    private static func info(_ error: TranscriptError) -> MessageInfo {
        switch error {
        case .notFound: return MessageInfo(error.description, exitCode: .failure)
        case .unreadable(let path, let reason): return cannotRead(path, reason)
        case .malformed, .several: return MessageInfo(messages: error.messages, exitCode: .unreadableInput)
        }
    }
}
