package dev.graphbench.phases.ladder;

import dev.graphbench.catalogue.AnyGraphCatalogue;
import dev.graphbench.phases.concurrent.ConcurrencyResult;
import dev.graphbench.phases.concurrent.ConcurrentPhase;
import dev.graphbench.phases.concurrent.ConcurrentResults;
import dev.graphbench.phases.concurrent.Throughput;
import dev.graphbench.phases.timed.Forms;
import dev.graphbench.results.CycleResult;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Shape;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.tables.Figures;
import dev.graphbench.tables.Table;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The one question of a one-label graph in the layout of Semurg's "Graph on one server": for each product, reach-4
 * as a server and inside the application, reach-4 from 16 clients at once, and the depth ladder's full walk, each
 * cold and warm, so that a product's two shapes of use (Neo4j over Bolt and embedded) sit side by side in one row.
 */
final class ReachByShape {

    static final String TITLE = "Reach-4, 16 clients and the full walk, by shape of use";
    static final String REACH = AnyGraphCatalogue.reachId(AnyGraphCatalogue.MAX_HOPS);
    static final int CLIENTS = 16;
    private static final List<Shape> SHAPES = List.of(Shape.SERVER, Shape.IN_APPLICATION);

    private ReachByShape() {
    }

    /** The table, when some run measured reach-4. */
    static Optional<Table> of(List<EngineRun> runs) {
        Map<String, Map<Shape, EngineRun>> products = new LinkedHashMap<>();
        for (EngineRun run : runs) {
            WorkloadResult reach = Forms.shown(run, REACH);
            if (run.engine() != null && reach != null && reach.status() == Status.OK) {
                products.computeIfAbsent(run.engine().product(), product -> new EnumMap<>(Shape.class))
                        .putIfAbsent(Shape.of(run), run);
            }
        }
        if (products.isEmpty()) {
            return Optional.empty();
        }
        List<String> headers = new ArrayList<>(List.of("engine"));
        for (String measure : List.of(REACH + " (ms)", CLIENTS + " clients (queries/s)", "full walk (ms)")) {
            SHAPES.forEach(shape -> headers.add(measure + ", " + shape.heading()));
        }
        List<List<String>> rows = new ArrayList<>();
        products.forEach((product, shapes) -> {
            List<String> row = new ArrayList<>(List.of(product));
            SHAPES.forEach(shape -> row.add(cell(shapes.get(shape), ReachByShape::reach)));
            SHAPES.forEach(shape -> row.add(clients(shapes.get(shape))));
            SHAPES.forEach(shape -> row.add(cell(shapes.get(shape), ReachByShape::fullWalk)));
            rows.add(row);
        });
        boolean cycled = runs.stream().anyMatch(ReachByShape::cycled);
        return Optional.of(new Table(TITLE, headers, rows, List.of(
                "Semurg's layout: each product's two shapes of use in one row, cold / warm; reach-4 in its quickest form.",
                CLIENTS + " clients: reach-4's calls a second from the concurrent phase; - where it was not measured."))
                .withFootnotes(List.of(cycled
                        ? "Cold: the median of the first cycle, begun after a restart; warm: the median of the later"
                                + " cycles' medians, as Semurg takes the warm cycles'."
                        : "One cycle: cold is the first call, timed apart; warm is the median of the timed calls.",
                        "The full walk is the ladder's first depth that reached everything the deepest did: the whole"
                                + " reachable graph.")));
    }

    private static boolean cycled(EngineRun run) {
        return !run.cycles().isEmpty() && run.cycles().getFirst().cold();
    }

    /** What one measurement gave in one run: the first call or cycle, and the warm figure. */
    private record ColdWarm(Double cold, Double warm, String form) {
    }

    private static String cell(EngineRun run, Function<EngineRun, Optional<ColdWarm>> measure) {
        return run == null ? "-" : measure.apply(run).map(figures -> (figures.cold() == null ? "-"
                : Figures.milliseconds(figures.cold())) + " / " + (figures.warm() == null ? "-"
                : Figures.milliseconds(figures.warm())) + figures.form()).orElse("-");
    }

    private static Optional<ColdWarm> reach(EngineRun run) {
        WorkloadResult shown = Forms.shown(run, REACH);
        if (shown == null || shown.status() != Status.OK) {
            return Optional.empty();
        }
        if (!cycled(run)) {
            return Optional.of(new ColdWarm(shown.coldMs(), shown.latency().medianMs(), Forms.named(shown)));
        }
        List<Double> warm = new ArrayList<>(List.of(shown.latency().medianMs()));
        run.cycles().stream().filter(cycle -> !cycle.cold()).map(cycle -> median(cycle.workload(shown.id())))
                .flatMap(Optional::stream).forEach(warm::add);
        return Optional.of(new ColdWarm(median(run.cycles().getFirst().workload(shown.id())).orElse(null),
                CycleResult.median(warm), Forms.named(shown)));
    }

    private static Optional<ColdWarm> fullWalk(EngineRun run) {
        LadderResult ladder = run.phase(LadderPhase.ID, LadderResult.class);
        if (ladder == null || ladder.fullWalkMs() == null) {
            return Optional.empty();
        }
        if (!cycled(run)) {
            Double cold = ladder.rungs().stream().filter(rung -> ladder.fullWalkDepth().equals(rung.depth()))
                    .map(LadderResult.Rung::coldMs).findFirst().orElse(null);
            return Optional.of(new ColdWarm(cold, ladder.fullWalkMs(), ""));
        }
        List<Double> warm = new ArrayList<>(List.of(ladder.fullWalkMs()));
        run.cycles().stream().filter(cycle -> !cycle.cold()).map(ReachByShape::fullWalkMs).flatMap(Optional::stream)
                .forEach(warm::add);
        return Optional.of(new ColdWarm(fullWalkMs(run.cycles().getFirst()).orElse(null), CycleResult.median(warm), ""));
    }

    private static Optional<Double> fullWalkMs(CycleResult cycle) {
        return Optional.ofNullable(cycle.phase(LadderPhase.ID, LadderResult.class)).map(LadderResult::fullWalkMs);
    }

    private static String clients(EngineRun run) {
        ConcurrentResults concurrent = run == null ? null : run.phase(ConcurrentPhase.ID, ConcurrentResults.class);
        ConcurrencyResult reach = concurrent == null ? null : concurrent.of(REACH);
        Throughput measured = reach == null ? null : reach.at(CLIENTS);
        return measured == null || measured.calls() == 0 ? "-"
                : String.format(Locale.ROOT, "%.1f", measured.callsPerSecond());
    }

    private static Optional<Double> median(WorkloadResult result) {
        return result != null && result.status() == Status.OK && result.latency() != null
                ? Optional.of(result.latency().medianMs()) : Optional.empty();
    }
}
