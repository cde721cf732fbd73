package dev.graphbench.cli;

import dev.graphbench.options.RunOption;

/** The exit codes of {@code bench}, documented in {@code --help} and the README. */
enum ExitCode {
    /** Everything asked for was measured, and every answer agreed with the reference. */
    OK(0, "everything asked for was measured and every answer agreed"),
    /** A fault of graph-bench itself. */
    INTERNAL(1, "an unexpected error (run again with --verbose for the stack trace)"),
    /** Bad input: an unknown engine or phase, a bad number, an unwritable folder, unreadable results. */
    BAD_INPUT(2, "bad input: the message says what was wrong"),
    /**
     * Something asked for was not measured: an engine could not start or stopped, a load, workload,
     * concurrent measurement or the hops phase was held, calls of a concurrent measurement failed, or
     * {@code --rate auto} found no rate that met the SLO; of bench report, a run it shows never ended.
     */
    INCOMPLETE(3, "something asked for was not measured (held), concurrent calls failed, or " + RunOption.RATE
            + " auto found no rate that met the SLO: the report says what and why; bench report: a run shown never"
            + " ended (its harness was killed)"),
    /** An engine's answers differ from the reference engine's. */
    ANSWERS_DIFFER(4, "an engine's answers differ from the reference engine's"),
    /** What was measured could not all be written to disk; the printed tables hold every figure. */
    NOT_WRITTEN(5, "what was measured could not all be written (a full disk): the printed tables hold every figure"),
    /** bench compare --fail-above: a workload got slower beyond the noise and by more than the factor given. */
    SLOWER(6, "bench compare --fail-above: a workload got slower beyond the noise, by more than the factor given"),
    /** The run was interrupted (Ctrl-C); the JVM ends with this code, after stopping the embedded servers. */
    INTERRUPTED(130, "interrupted (Ctrl-C): embedded servers are stopped, and what was measured is in the run's folder"),
    /** The run was stopped by SIGTERM (kill, timeout, a CI job cancelled); the JVM ends with this code, as at Ctrl-C. */
    TERMINATED(143, "stopped by SIGTERM (kill, timeout, a cancelled job): as at Ctrl-C");

    final int code;
    final String meaning;

    ExitCode(int code, String meaning) {
        this.code = code;
        this.meaning = meaning;
    }

    /** The codes and their meanings, for {@code --help}. */
    static String describe() {
        StringBuilder out = new StringBuilder("Exit codes:\n");
        for (ExitCode exit : values()) {
            out.append("  ").append(exit.code).append("  ").append(exit.meaning).append('\n');
        }
        return out.toString();
    }
}
