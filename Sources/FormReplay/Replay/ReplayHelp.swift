/// What `formsh replay --help` says after its usage line.
public enum ReplayHelp {
    public static let text = """
        TRANSCRIPT is a file, or a directory standing for every *.t file below it.
        Sessions run in-process in plain mode, each with its own built-in mock; relative
        paths in `$ formsh ARGS` resolve against the current directory.

        Options:
          --update        write the run's text over failing transcripts (the text of NAME.t.actual:
                          what matched and every typed line kept, what changed replaced); refused
                          when CI is set; a transcript whose session ended before reading some typed
                          lines, or could not start, fails and is left as it was
          --review        on a terminal, after the run: each failing transcript's diff, then
                          a (accept: write it as --update would), s (skip) or q (quit); refused when CI is set
          --check         read the transcripts without running them and list every problem
                          (exit 1 when there is any)
          --list          list the selected transcripts and their sessions without running them
          --jobs N        transcripts replayed at once (default: the number of cores)
          --shard I/N     replay only the I-th of N slices of the sorted transcript list
          --junit FILE    also write the results as JUnit XML to FILE (diff in <failure>,
                          NAME.t.actual in <system-out>)
          --format github also print a GitHub Actions ::error annotation per failing transcript
          -k EXPR         only transcripts whose path or a comment line contains the words (any
                          case), combined with and, or, not and parentheses, as pytest's -k
          --fail-fast     stop at the first failing transcript
          --failed        only the transcripts that failed in the previous run (remembered in
                          .formsh-replay-failed in the current directory; names only); all of
                          them when none of those is selected
          --durations N   list the N slowest sessions (0: all)

        A failing transcript NAME.t gets the run's text beside it as NAME.t.actual (it replays
        green as it is), removed once the transcript passes. Diffs are coloured on a terminal
        unless NO_COLOR is set.
        """
}
