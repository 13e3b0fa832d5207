import Glibc

/// formsh-bench's calls into the C library (starting a process with `posix_spawn`, its
/// pipes), as typed Swift functions; no other file of the target imports Glibc.
enum Native {
    /// A process started with `posix_spawn`, its standard input and output on pipes and
    /// its standard error on /dev/null.
    final class SpawnedProcess {
        private let pid: pid_t
        private let input: Int32
        private let output: Int32
        /// The clock's reading just before `posix_spawn`.
        let started: ContinuousClock.Instant

        init(_ binary: String, _ arguments: [String], environment: [String]) throws {
            var output: [Int32] = [0, 0]
            var input: [Int32] = [0, 0]
            guard pipe(&output) == 0, pipe(&input) == 0 else {
                throw BenchError("pipe: \(String(cString: strerror(errno)))")
            }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_adddup2(&actions, input[0], 0)
            posix_spawn_file_actions_adddup2(&actions, output[1], 1)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            for fd in input + output { posix_spawn_file_actions_addclose(&actions, fd) }
            let argv: [UnsafeMutablePointer<CChar>?] =
                ([binary] + arguments).map { $0.withCString { strdup($0) } } + [nil]
            let envp: [UnsafeMutablePointer<CChar>?] = environment.map { $0.withCString { strdup($0) } } + [nil]
            defer { for p in argv + envp { free(p) } }

            var pid: pid_t = 0
            started = Measure.clock.now
            let spawned = posix_spawn(&pid, binary, &actions, nil, argv, envp)
            close(input[0])
            close(output[1])
            guard spawned == 0 else {
                close(input[1])
                close(output[0])
                throw BenchError("posix_spawn \(binary): \(String(cString: strerror(spawned)))")
            }
            self.pid = pid
            self.input = input[1]
            self.output = output[0]
        }

        /// The next bytes of its standard output, or nil at its end.
        func readOutput() -> [UInt8]? {
            var chunk = [UInt8](repeating: 0, count: 4096)
            let n = read(output, &chunk, chunk.count)
            return n > 0 ? Array(chunk[..<n]) : nil
        }

        /// Closes its input (the end of input) and output, and waits for it to exit.
        func finish() {
            close(input)
            close(output)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
    }
}
