package dev.graphbench.phases.concurrent;

import dev.graphbench.host.telemetry.TelemetrySource;
import dev.graphbench.options.Client;
import dev.graphbench.options.Rates;
import dev.graphbench.options.RunOption;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.Status;
import dev.graphbench.runner.answers.AnswersLog;
import dev.graphbench.runner.calls.EngineContext;
import dev.graphbench.runner.calls.ReferenceAnswers;
import dev.graphbench.runner.phase.RunConfig;
import dev.graphbench.workloads.core.Workload;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * The concurrent phase of one workload on one engine: untimed windows until its calls a second stop
 * rising, then the headline measurement at the run's thread count, then the thread sweep, each a {@link ClosedLoop}; then each offered rate asked for,
 * an {@link OpenLoop}, or with {@code --rate auto} the search for the highest rate the engine sustains
 * ({@link SustainableRate}). Each measurement's window has its telemetry sampled, when asked for. The sweep's point at the headline
 * thread count is the headline measurement itself, not a second one. After every measurement the
 * result so far is handed to the runner to write, and a measurement with failed calls is followed
 * by a ping: an engine that stopped ends the phase.
 */
final class ConcurrentMeasurement {

    /**
     * How the workload's measurements ended.
     *
     * @param result  the workload's result
     * @param stopped why the engine stopped answering, or null when it still answers
     */
    record Ended(ConcurrencyResult result, String stopped) {
    }

    /** The length of each untimed window before the first measurement. */
    private static final double WARM_WINDOW_SECONDS = 1;
    /** A window no more than this share quicker than the one before has stopped rising: the noise between them. */
    private static final double RISING = 0.05;

    private final EngineContext context;
    private final RunConfig config;
    private final Workload workload;
    private final Consumer<ConcurrencyResult> progress;
    private final AnswersLog answers;
    /** What is sampled through each measurement's window; null for nothing. */
    private final TelemetrySource telemetry;
    /** The threads whose warm-up answers are written: a thread's warm-up calls are the same at every thread count. */
    private final Set<Integer> written = new HashSet<>();
    private final List<Throughput> measured = new ArrayList<>();
    private final List<RateResult> offered = new ArrayList<>();
    /** The rate search so far; null when none was asked for, or it has not begun. */
    private RateSearch search;
    /** How the phase ends when the engine stopped answering during the rate search; null otherwise. */
    private Ended searchEnded;
    /** Each thread's calls, by thread: a thread is given the same calls at every thread count and rate. */
    private final Map<Integer, List<Map<String, Object>>> given = new TreeMap<>();
    private int warmupCallsCompared;
    /** The threads whose warm-up answers were checked, each once. */
    private final Set<Integer> checkedThreads = new HashSet<>();
    /** The verdict so far: agrees until a thread's answers differ. */
    private Agreement agreement;

    /**
     * Measures {@code workload}; {@code progress} gets the result after each measurement, to write,
     * {@code answers} each thread's warm-up answers, and {@code telemetry} is sampled through each measurement
     * (null for none).
     */
    ConcurrentMeasurement(EngineContext context, RunConfig config, Workload workload,
                          Consumer<ConcurrencyResult> progress, AnswersLog answers, TelemetrySource telemetry) {
        this.context = context;
        this.config = config;
        this.workload = workload;
        this.progress = progress;
        this.answers = answers;
        this.telemetry = telemetry;
    }

    /** The thread counts in the order measured: the headline first, then the rest of the sweep, ascending. */
    static List<Integer> plan(int threads, List<Integer> sweep) {
        List<Integer> plan = new ArrayList<>();
        plan.add(threads);
        sweep.stream().filter(count -> count != threads).sorted().forEach(plan::add);
        return plan;
    }

    Ended run() {
        String name = context.name();
        if (!workload.supportedBy(context.support())) {
            return new Ended(ConcurrencyResult.notMeasured(workload.id(), workload.title(), Status.UNSUPPORTED,
                    workload.unsupported(name, context.support())), null);
        }
        ClosedLoop loop = new ClosedLoop(context.engine(), context.watch(), workload, config.get(RunOption.WARMUP),
                config.get(RunOption.DURATION), Timetable.of(config), telemetry);
        Client client = config.get(RunOption.CLIENT);
        List<Integer> plan = plan(config.get(RunOption.THREADS), config.get(RunOption.SWEEP));
        Rates rates = config.get(RunOption.RATE);
        int steps = plan.size() + rates.offered().size();
        warmUp(plan.get(0), client);
        for (int threads : plan) {
            context.listener().started(name, ConcurrentPhase.ID, workload.id() + " " + threads(threads), -1, "calls");
            List<Integer> mine = client.threads(threads);
            List<List<Map<String, Object>>> arguments = arguments(mine);
            Measured<Throughput> outcome = loop.run(arguments, threads, "bench-" + name + "-" + workload.id() + "-");
            compareWarmups(mine, outcome.warmups());
            writeWarmups(mine, arguments, outcome.warmups());
            if (outcome.result() != null) {
                measured.add(outcome.result());
                measured.sort(Comparator.comparingInt(Throughput::threads));
            }
            Ended ended = afterMeasurement("at " + threads(threads), outcome.setupFailure(),
                    outcome.result() == null ? 0 : outcome.result().failedCalls());
            if (ended != null) {
                return ended;
            }
            inProgress(steps);
        }
        OpenLoop open = new OpenLoop(context.engine(), context.watch(), workload, config, config.get(RunOption.DURATION),
                telemetry);
        for (double rate : rates.offered()) {
            Measured<RateResult> outcome = offer(open, rate, config.get(RunOption.DURATION));
            if (outcome.result() != null) {
                offered.add(outcome.result());
            }
            Ended ended = afterMeasurement(String.format(Locale.ROOT, "at %,.0f calls a second", rate),
                    outcome.setupFailure(), outcome.result() == null ? 0 : outcome.result().failedCalls());
            if (ended != null) {
                return ended;
            }
            inProgress(steps);
        }
        if (rates.search()) {
            Ended ended = searchRate(open);
            if (ended != null) {
                return ended;
            }
        }
        return new Ended(result(Status.OK, null), null);
    }

    /**
     * One open-loop window at {@code rate} for {@code seconds}, on a pool of rate x SLO threads (at least the
     * run's threads); each thread's warm-up answers checked and written.
     */
    private Measured<RateResult> offer(OpenLoop open, double rate, double seconds) {
        Client client = config.get(RunOption.CLIENT);
        int pool = pool(rate);
        context.listener().started(context.name(), ConcurrentPhase.ID, String.format(Locale.ROOT, "%s %,.0f calls/s, %s",
                workload.id(), rate, threads(pool)), -1, "calls");
        // A client's pool takes the threads of a run of one client as its closed loop does: every Nth.
        List<Integer> mine = client.threads(pool * client.n()).subList(0, pool);
        List<List<Map<String, Object>>> arguments = arguments(mine);
        Measured<RateResult> outcome = open.run(rate, arguments, "bench-" + context.name() + "-" + workload.id() + "-rate-");
        compareWarmups(mine, outcome.warmups());
        writeWarmups(mine, arguments, outcome.warmups());
        return outcome;
    }

    /** The pool of threads that offers {@code rate}: rate x SLO threads (this client's share), at least the run's threads. */
    private int pool(double rate) {
        Client client = config.get(RunOption.CLIENT);
        return OpenLoop.threads(client.rate(rate), config.get(RunOption.SLO),
                client.threads(config.get(RunOption.THREADS)).size());
    }

    /**
     * Searches for the highest rate the engine sustains under the SLO, from the headline closed loop's calls a
     * second; returns how the phase ends when the engine stopped answering, else null.
     */
    private Ended searchRate(OpenLoop full) {
        double duration = config.get(RunOption.DURATION);
        Throughput headline = measured.stream().filter(m -> m.threads() == config.get(RunOption.THREADS))
                .findFirst().orElse(null);
        double stepSeconds = SustainableRate.stepSeconds(duration);
        OpenLoop step = new OpenLoop(context.engine(), context.watch(), workload, config, stepSeconds, telemetry);
        SustainableRate searching = new SustainableRate(config.get(RunOption.SLO),
                headline == null ? 0 : headline.callsPerSecond(), stepSeconds, duration);
        search = searching.run((rate, seconds, confirming) -> {
            Measured<RateResult> outcome = offer(confirming ? full : step, rate, seconds);
            // A pool that could not start (more sessions than the engine's pool holds) is a rate not met, unless
            // the engine stopped answering, which ends the search as it ends the phase.
            if (outcome.setupFailure() != null || outcome.result().failedCalls() > 0) {
                String down = context.pingFailure();
                if (down != null) {
                    String reason = context.name() + " stopped answering during the concurrent " + workload.id()
                            + String.format(Locale.ROOT, " at %,.0f calls a second, searching: ", rate) + down;
                    searchEnded = new Ended(result(Status.HELD, reason), reason);
                    return null;
                }
            }
            return new SustainableRate.Window(outcome.result(), pool(rate), outcome.setupFailure());
        }, soFar -> {
            search = soFar;
            progress.accept(result(Status.HELD, "in progress: the rate search had taken " + soFar.steps().size()
                    + " windows when this file was written"));
        });
        context.listener().message(context.name(), searched(search));
        return searchEnded == null ? null : new Ended(result(searchEnded.result().status(),
                searchEnded.result().reason()), searchEnded.stopped());
    }

    /** One line on what the search found. */
    private String searched(RateSearch found) {
        String windows = found.steps().size() + (found.steps().size() == 1 ? " window" : " windows");
        if (found.rate() == null) {
            return String.format(Locale.ROOT, "%s, %s auto: %s (%s)", workload.id(), RunOption.RATE, found.outcome(), windows);
        }
        return String.format(Locale.ROOT, "%s, %s auto: %,.0f calls a second sustained, p99 %.2f ms under the %s ms"
                + " SLO (%s)", workload.id(), RunOption.RATE, found.rate(), found.confirmation().latency().p99Ms(),
                RunOption.plain(found.sloMs()), windows);
    }

    /**
     * Untimed windows at the first measurement's thread count until their calls a second stop rising, so that
     * the first measurement is as warm as the ones after it: a few warm-up calls a thread leave an engine in this
     * JVM, and the harness's own call path, still compiling through the first window. Bounded by the warm-up
     * seconds, and by half the allowance between windows when clients measure together, so that no agreed
     * window is missed. A window that fails is left to the measurement, which reports it.
     */
    private void warmUp(int threads, Client client) {
        double bound = Math.min(config.get(RunOption.WARMUP_SECONDS), config.get(RunOption.DURATION));
        if (Timetable.of(config) != null) {
            bound = Math.min(bound, RunOption.WINDOW_ALLOWANCE_SECONDS / 2.0);
        }
        if (bound <= 0) {
            return;
        }
        ClosedLoop window = new ClosedLoop(context.engine(), context.watch(), workload, config.get(RunOption.WARMUP),
                WARM_WINDOW_SECONDS, null, null);
        List<List<Map<String, Object>>> arguments = arguments(client.threads(threads));
        long start = System.nanoTime();
        double last = Double.NaN;
        int windows = 0;
        String ended = "its " + RunOption.WARMUP_SECONDS + " were spent";
        while (System.nanoTime() - start < bound * 1e9) {
            Measured<Throughput> outcome = window.run(arguments, threads,
                    "bench-" + context.name() + "-" + workload.id() + "-warm-");
            if (outcome.result() == null || outcome.result().failedCalls() > 0) {
                return;
            }
            windows++;
            double rate = outcome.result().callsPerSecond();
            if (!Double.isNaN(last) && rate <= last * (1 + RISING)) {
                ended = "its calls a second stopped rising";
                break;
            }
            last = rate;
        }
        context.listener().message(context.name(), String.format(Locale.ROOT,
                "warmed %s at %s: %d untimed windows of %.1f s, once %s", workload.id(), threads(threads), windows,
                WARM_WINDOW_SECONDS, ended));
    }

    /**
     * After a measurement with a thread that could not start or with failed calls, the engine is
     * pinged: the phase ends held when it stopped answering or a thread could not start; null when it goes on.
     */
    private Ended afterMeasurement(String where, String setupFailure, long failedCalls) {
        if (setupFailure == null && failedCalls == 0) {
            return null;
        }
        String down = context.pingFailure();
        if (down != null) {
            String reason = context.name() + " stopped answering during the concurrent " + workload.id() + " " + where
                    + ": " + down;
            return new Ended(result(Status.HELD, reason), reason);
        }
        return setupFailure == null ? null : new Ended(result(Status.HELD, where + ", " + setupFailure), null);
    }

    /** Writes the result so far, while measurements remain to be taken. */
    private void inProgress(int steps) {
        int done = measured.size() + offered.size();
        if (done < steps) {
            progress.accept(result(Status.HELD, "in progress: " + done + " of " + steps
                    + " measurements taken when this file was written"));
        }
    }

    private static String threads(int count) {
        return count + (count == 1 ? " thread" : " threads");
    }

    /**
     * The arguments of {@code threads}, by their index in a run of one client: thread {@code t}'s come
     * from a stream of its own, the same in every measurement, on every engine and in every client.
     */
    private List<List<Map<String, Object>>> arguments(List<Integer> threads) {
        int count = config.get(RunOption.WARMUP) + ClosedLoop.TIMED_ARGUMENTS;
        List<List<Map<String, Object>>> arguments = new ArrayList<>(threads.size());
        for (int t : threads) {
            List<Map<String, Object>> ofThread = workload.arguments(context.arguments(),
                    workload.id() + "/concurrent/thread-" + t, count);
            arguments.add(ofThread);
            given.putIfAbsent(t, ofThread);
        }
        return arguments;
    }

    /** Every call any thread was given, warm-up and timed, each thread's once: what a mix's writes may have written. */
    List<Map<String, Object>> given() {
        return given.values().stream().flatMap(List::stream).toList();
    }

    /** Each thread's warm-up answers checked against the judge's, thread by thread, until one differs. */
    private void compareWarmups(List<Integer> threads, List<List<ReferenceAnswers.Call>> warmups) {
        for (int i = 0; i < warmups.size() && (agreement == null || agreement.verdict() == Agreement.Verdict.AGREES); i++) {
            int thread = threads.get(i);
            if (!checkedThreads.add(thread)) {
                continue;
            }
            ReferenceAnswers.Checked checked = context.judge().compare(context.name(), workload, warmups.get(i));
            Agreement found = checked.agreement();
            if (found.verdict() == Agreement.Verdict.DISAGREES) {
                agreement = Agreement.disagrees(found.reference(), found.firstDifferingCall(),
                        "thread " + thread + ", warm-up " + found.detail(), warmupCallsCompared + checked.compared());
            } else if (found.verdict() == Agreement.Verdict.AGREES) {
                warmupCallsCompared += checked.compared();
                agreement = Agreement.agrees(found.reference(), warmupCallsCompared,
                        warmupCallsCompared + " warm-up calls compared");
            } else if (agreement == null || found.verdict() == Agreement.Verdict.REFERENCE) {
                agreement = found;
            }
        }
    }

    /**
     * Writes the warm-up answers of each thread not written yet; each answer is kept whole by the loop.
     * A mix's are not: an answers file holds calls of workloads {@code bench validate} can make one by one.
     */
    private void writeWarmups(List<Integer> threads, List<List<Map<String, Object>>> arguments,
                              List<List<ReferenceAnswers.Call>> warmups) {
        if (!workload.replayable()) {
            return;
        }
        for (int i = 0; i < warmups.size(); i++) {
            int thread = threads.get(i);
            if (written.add(thread)) {
                List<ReferenceAnswers.Call> answered = warmups.get(i);
                for (int call = 0; call < answered.size(); call++) {
                    answers.write(ConcurrentPhase.ID, workload, thread, call, arguments.get(i).get(call),
                            answered.get(call).answer());
                }
            }
        }
    }

    private ConcurrencyResult result(Status status, String reason) {
        Throughput single = measured.stream().filter(m -> m.threads() == 1).findFirst().orElse(null);
        List<Throughput> withSpeedups = measured.stream()
                .map(m -> m.withSpeedup(single == null || single.callsPerSecond() <= 0 ? null
                        : m.callsPerSecond() / single.callsPerSecond()))
                .toList();
        return new ConcurrencyResult(workload.id(), workload.title(), status, reason, withSpeedups, agreement(), offered,
                search);
    }

    private Agreement agreement() {
        return agreement != null ? agreement : Agreement.unchecked("no warm-up call was answered");
    }
}
