package dev.graphbench.perf;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * One figure of {@code bench perf}: what the harness did against what a plain tool does with the
 * same work, each with the command it ran, measured one after the other in one run.
 *
 * @param name     what is compared
 * @param harness  the harness's figure, with its unit
 * @param baseline the plain tool's figure, with its unit; or why it could not be measured
 * @param ratio    the harness's cost over the baseline's (above 1: the harness is slower); NaN when not measured
 * @param goal     the ratio aimed at
 * @param commands the commands that produced the two figures, passwords elided
 */
public record PerfFigure(String name, String harness, String baseline, double ratio, String goal, List<String> commands) {

    /** A figure whose baseline could not be measured, saying why and what to do. */
    public static PerfFigure unmeasured(String name, String harness, String why, List<String> commands) {
        return new PerfFigure(name, harness, why, Double.NaN, "-", commands);
    }

    /** The middle of rounds taken in turn (the upper middle of an even number), as each figure compares them. */
    public static double medianRound(double[] rounds) {
        double[] sorted = rounds.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    /** Whether both sides were measured. */
    public boolean measured() {
        return !Double.isNaN(ratio);
    }

    public void print(PrintStream out) {
        out.println(name);
        out.println("  harness:  " + harness);
        out.println("  baseline: " + baseline);
        out.println(Double.isNaN(ratio) ? "  ratio:    not measured"
                : String.format(Locale.ROOT, "  ratio:    %.2fx (goal %s)", ratio, goal));
        for (String command : commands) {
            out.println("  $ " + command);
        }
    }
}
