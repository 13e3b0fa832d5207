import FormCLI
import FormSystem
import Glibc

let io = CommandIO(stdout: FileDescriptorSink(fd: 1), stderr: FileDescriptorSink(fd: 2),
                   environment: ProcessEnvironment.variables(),
                   workingDirectory: ProcessEnvironment.currentDirectory(),
                   stdoutIsTerminal: isatty(1) == 1, stdinIsTerminal: isatty(0) == 1)
exit(FormshCLI.run(Array(CommandLine.arguments.dropFirst()), io: io))
