package dev.graphbench.phases.hops;

import dev.graphbench.api.Answer;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.options.RunOption;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.Failures;
import dev.graphbench.results.Histograms;
import dev.graphbench.results.Status;
import dev.graphbench.runner.answers.AnswersLog;
import dev.graphbench.runner.calls.CallLoop;
import dev.graphbench.runner.calls.CallStep;
import dev.graphbench.runner.calls.Calls;
import dev.graphbench.runner.calls.EngineContext;
import dev.graphbench.runner.phase.RunConfig;
import dev.graphbench.workloads.answers.Canonical;
import dev.graphbench.workloads.core.Workload;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The hops phase on one engine: every (person, hops) call once to warm up, the first of them timed
 * apart as the cold call; then each three times, the quickest kept, every call through the run's call loop. Each
 * call is a row of the CSV file as soon as it is measured. Counts are compared with the reference's under the
 * engine's own path semantics; where walks and trails differ, the result says by how much and why.
 */
final class HopsMeasurement {

    /** What the reference keeps of its hops calls for the engines after it: only it counts both walks and trails. */
    static final String KEPT = "hops";
    private static final int TIMED_CALLS = 3;
    /**
     * The longest paths counted. On the generated graph (no self loops, FOLLOWS never both ways) a
     * walk can repeat a relationship only at four hops, by going round a cycle of three people.
     */
    private static final int MAX_HOPS = 4;

    private final EngineContext context;
    private final RunConfig config;
    private final CallLoop loop;
    private final AnswersLog answers;
    private final Workload workload;

    /** The phase of {@code workload} on {@code loop}'s engine, in the run {@code config} names. */
    HopsMeasurement(CallLoop loop, RunConfig config, Workload workload) {
        this.context = loop.context();
        this.config = config;
        this.loop = loop;
        this.answers = loop.answers();
        this.workload = workload;
    }

    HopsResult run() {
        String name = context.name();
        PathSemantics semantics = context.support().paths();
        if (!workload.supportedBy(context.support())) {
            return HopsResult.notMeasured(Status.UNSUPPORTED, name + " does not support " + workload.id(), semantics);
        }
        List<Map<String, Object>> calls = workload.arguments(context.arguments(), workload.id(),
                config.get(RunOption.HOPS_PEOPLE));
        String file = HopsCalls.fileName(name, config.dataset().label());
        loop.started(workload.id(), (long) calls.size() + (long) calls.size() * TIMED_CALLS);

        Double coldMs = null;
        List<HopsSummary.Measured> measured = new ArrayList<>(calls.size());
        List<Long> counts = new ArrayList<>(calls.size());
        List<HopsCall> referenceCalls = new ArrayList<>(calls.size());
        Map<String, Object> current = null;
        String stage = "warm-up";
        String unwritten = null;
        HopsCalls csv = null;
        Calls session = null;
        try (Calls opened = loop.open()) {
            session = opened;
            for (int i = 0; i < calls.size(); i++) {
                current = calls.get(i);
                CallStep.Answered warm = session.make(workload, current, null, false);
                if (i == 0) {
                    coldMs = Histograms.millis(warm.nanos());
                }
                loop.called();
            }
            for (int i = 0; i < calls.size(); i++) {
                current = calls.get(i);
                stage = "call " + i;
                long quickest = Long.MAX_VALUE;
                long paths = -1;
                String canonical = null;
                for (int k = 0; k < TIMED_CALLS; k++) {
                    CallStep.Answered timed = session.make(workload, current, null, k == 0);
                    quickest = Math.min(quickest, timed.nanos());
                    if (k == 0) {
                        canonical = timed.canonical();
                        paths = count(canonical);
                    }
                    loop.called();
                }
                double ms = Histograms.millis(quickest);
                measured.add(new HopsSummary.Measured(paths, ms));
                counts.add(paths);
                if (unwritten == null) {
                    try {
                        if (csv == null) {
                            csv = HopsCalls.create(config.output().resolve(file));
                        }
                        csv.write(new HopsCalls.Call((String) current.get("personId"), (Integer) current.get("hops"),
                                paths, ms));
                    } catch (UncheckedIOException e) {
                        // The calls file stops, not the measurement: its figures are in the results file.
                        unwritten = Failures.oneLine(e);
                        context.unwritten().accept(unwritten);
                    }
                }
                if (context.isReference()) {
                    long trails = trails(session, current);
                    referenceCalls.add(new HopsCall(Canonical.arguments(current), paths, trails));
                    answers.writeCounted(HopsPhase.ID, workload, i, current, canonical, PathSemantics.TRAIL,
                            workload.canonical(Answer.ofCount(trails)));
                } else {
                    answers.writeCounted(HopsPhase.ID, workload, i, current, canonical, null, null);
                }
            }
        } catch (RuntimeException e) {
            return new HopsResult(Status.HELD, Calls.failed(stage, current, session, e), semantics, file,
                    measured.size(), coldMs, List.of(), null, Agreement.unchecked(), null);
        } finally {
            closeQuietly(csv);
        }

        if (context.isReference()) {
            context.judge().keep(KEPT, List.copyOf(referenceCalls));
        }
        @SuppressWarnings("unchecked")
        List<HopsCall> expected = context.isReference() ? referenceCalls : context.judge().kept(KEPT, List.class);
        return new HopsResult(Status.OK, null, semantics, file, measured.size(), coldMs, HopsSummary.buckets(measured),
                HopsSummary.fit(measured), agreement(semantics, counts, expected),
                expected == null || expected.size() != counts.size() ? null : semanticsNote(semantics, calls, expected));
    }

    /** The count of a canonical answer {@code [[n]]}. */
    private static long count(String canonical) {
        return Long.parseLong(canonical.substring(2, canonical.length() - 2));
    }
    /** Closes the calls file; one that cannot be closed has its calls flushed already, row by row. */
    private void closeQuietly(HopsCalls csv) {
        if (csv == null) {
            return;
        }
        try {
            csv.close();
        } catch (UncheckedIOException e) {
            context.unwritten().accept(Failures.oneLine(e));
        }
    }

    /** The reference's count of trails for the call, asked for apart and untimed. */
    private long trails(Calls session, Map<String, Object> call) {
        Map<String, Object> asTrails = new LinkedHashMap<>(call);
        asTrails.put(PathSemantics.ARGUMENT, PathSemantics.TRAIL.name());
        return ((Answer) workload.call(session.session(), asTrails)).count();
    }

    private Agreement agreement(PathSemantics semantics, List<Long> counts, List<HopsCall> expected) {
        if (context.isReference()) {
            return Agreement.ofReference();
        }
        if (expected == null) {
            // Only the reference counts paths both ways, so only its counts can judge an engine's.
            return Agreement.unchecked("the reference engine has no hops counts in this run");
        }
        String reference = context.judge().reference();
        int compared = Math.min(expected.size(), counts.size());
        for (int i = 0; i < compared; i++) {
            HopsCall call = expected.get(i);
            long count = counts.get(i);
            if (count != call.under(semantics)) {
                PathSemantics other = semantics == PathSemantics.TRAIL ? PathSemantics.WALK : PathSemantics.TRAIL;
                return Agreement.disagrees(reference, i, "call " + i + " (" + call.arguments() + "): " + reference
                        + " counted " + call.under(semantics) + " " + plural(semantics) + ", " + context.name()
                        + " counted " + count + (count == call.under(other) ? ", the count of " + plural(other)
                        + ": does " + context.name() + " count " + plural(other) + "? Its dialect says it counts "
                        + plural(semantics) : ""));
            }
        }
        return Agreement.agrees(reference, compared, compared + " calls compared, as "
                + plural(semantics));
    }

    /** Where walks and trails differ on these calls, by how much, and why, naming the engine and its rule. */
    private String semanticsNote(PathSemantics semantics, List<Map<String, Object>> calls,
                                 List<HopsCall> expected) {
        int differing = 0;
        long fewer = 0;
        boolean onlyAtFour = true;
        for (int i = 0; i < expected.size(); i++) {
            HopsCall call = expected.get(i);
            if (call.walks() != call.trails()) {
                differing++;
                fewer += call.walks() - call.trails();
                onlyAtFour &= Integer.valueOf(MAX_HOPS).equals(calls.get(i).get("hops"));
            }
        }
        String rule = semantics == PathSemantics.TRAIL
                ? context.name() + " counts trails (a path never repeats a relationship)"
                : context.name() + " counts walks (a path may repeat a relationship)";
        if (differing == 0) {
            return rule + "; walks and trails are the same on all " + expected.size() + " calls";
        }
        String why = onlyAtFour ? ", each a walk round a cycle of three people and back over its first relationship"
                : "";
        return rule + ": on " + differing + " of " + expected.size() + " calls trails are fewer than walks, by "
                + fewer + " path" + (fewer == 1 ? "" : "s") + " in all" + why;
    }

    private static String plural(PathSemantics semantics) {
        return semantics == PathSemantics.TRAIL ? "trails" : "walks";
    }
}
