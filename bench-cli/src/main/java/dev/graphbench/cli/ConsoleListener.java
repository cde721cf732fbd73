package dev.graphbench.cli;

import dev.graphbench.results.ConcurrencyResult;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.HopsResult;
import dev.graphbench.results.Status;
import dev.graphbench.results.Throughput;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.workloads.RunListener;
import dev.graphbench.workloads.Workload;
import java.io.PrintStream;
import java.util.Locale;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Shows a run's progress on standard error: progress bars on a terminal, one line per step
 * otherwise (a CI log), so that the report on standard output stays clean.
 */
final class ConsoleListener implements RunListener {

    private final PrintStream err;
    private final boolean bars;
    private ProgressBar bar;

    ConsoleListener(PrintStream err, boolean bars) {
        this.err = err;
        this.bars = bars;
    }

    @Override
    public void message(String engine, String line) {
        closeBar();
        err.println(prefix(engine) + line);
    }

    @Override
    public void loadStarted(String engine, String what, long total) {
        startBar(prefix(engine) + "load " + what, total, what);
    }

    @Override
    public void loadProgress(String engine, long records) {
        if (bar != null) {
            bar.stepBy(records);
        }
    }

    @Override
    public void loadFinished(String engine, String what, double seconds) {
        closeBar();
        if (!bars) {
            err.printf(Locale.ROOT, "%sloaded %s in %.2f s%n", prefix(engine), what, seconds);
        }
    }

    @Override
    public void workloadStarted(String engine, Workload workload, int warmup, int calls) {
        startBar(prefix(engine) + workload.id(), (long) warmup + calls, "calls");
    }

    @Override
    public void callFinished(String engine, Workload workload) {
        if (bar != null) {
            bar.step();
        }
    }

    @Override
    public void workloadFinished(String engine, WorkloadResult result) {
        closeBar();
        if (result.status() == Status.OK) {
            err.printf(Locale.ROOT, "%s%-16s %8.2f ms (p95 %.2f), %d calls, %s%n", prefix(engine), result.id(),
                    result.latency().medianMs(), result.latency().p95Ms(), result.latency().calls(),
                    result.agreement().verdict().name().toLowerCase(Locale.ROOT));
        } else {
            err.printf("%s%-16s %s: %s%n", prefix(engine), result.id(), result.status().name().toLowerCase(Locale.ROOT),
                    result.reason());
        }
    }

    @Override
    public void concurrencyStarted(String engine, Workload workload, int threads, double seconds) {
        closeBar();
        err.printf(Locale.ROOT, "%s%-16s %d thread%s for %.0f s...%n", prefix(engine), workload.id(), threads,
                threads == 1 ? "" : "s", seconds);
    }

    @Override
    public void concurrencyMeasured(String engine, Workload workload, Throughput measurement) {
        err.printf(Locale.ROOT, "%s%-16s %d thread%s: %,.0f calls/s, median %s ms, %,d failed%n", prefix(engine),
                workload.id(), measurement.threads(), measurement.threads() == 1 ? "" : "s",
                measurement.callsPerSecond(), measurement.latency() == null ? "-"
                        : String.format(Locale.ROOT, "%.3f", measurement.latency().medianMs()),
                measurement.failedCalls());
    }

    @Override
    public void concurrencyFinished(String engine, ConcurrencyResult result) {
        if (result.status() != Status.OK) {
            err.printf("%s%-16s concurrent: %s: %s%n", prefix(engine), result.id(),
                    result.status().name().toLowerCase(Locale.ROOT), result.reason());
        }
    }

    @Override
    public void hopsFinished(String engine, HopsResult result) {
        closeBar();
        if (result.status() == Status.OK) {
            err.printf(Locale.ROOT, "%s%-16s %,d calls%s, %s%n", prefix(engine), "hops", result.calls(),
                    result.fit() == null ? "" : String.format(Locale.ROOT, ", %.3f ms + %.3f us a path",
                            result.fit().fixedMs(), result.fit().perPathMicros()),
                    result.agreement().verdict().name().toLowerCase(Locale.ROOT));
        } else {
            err.printf("%s%-16s %s: %s%n", prefix(engine), "hops", result.status().name().toLowerCase(Locale.ROOT),
                    result.reason());
        }
    }

    @Override
    public void engineFinished(EngineRun run) {
        closeBar();
        if (run.status() != Status.OK) {
            err.println(prefix(run.provenance().engine()) + run.status().name().toLowerCase(Locale.ROOT) + ": " + run.reason());
        }
    }

    private void startBar(String task, long total, String unit) {
        closeBar();
        if (bars) {
            bar = new ProgressBarBuilder().setTaskName(task).setInitialMax(total).setStyle(ProgressBarStyle.ASCII)
                    .setUnit(" " + unit, 1).setMaxRenderedLength(100).clearDisplayOnFinish().build();
        }
    }

    private void closeBar() {
        if (bar != null) {
            bar.close();
            bar = null;
        }
    }

    private static String prefix(String engine) {
        return engine.isEmpty() ? "" : "[" + engine + "] ";
    }
}
