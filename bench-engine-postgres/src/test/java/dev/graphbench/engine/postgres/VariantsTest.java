package dev.graphbench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;
import dev.graphbench.options.PhaseList;
import dev.graphbench.options.RunOption;
import dev.graphbench.phases.timed.TimedTables;
import dev.graphbench.report.Report;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.runner.Benchmark;
import dev.graphbench.runner.BenchmarkResult;
import dev.graphbench.runner.engines.EngineCatalog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 40's first Done-when: on a small graph, PostgreSQL's two forms of reach (its own statement and
 * {@code reach@function}) are both checked against the reference and both timed, and each reach row shows the
 * quicker with its name; an engine with a variant planted wrong ({@code reach@one-hop-short}, from this module's
 * {@code META-INF/graph-bench/statements/planted/queries.sql}) has that variant found differing, with the call and
 * both answers, and never shown as its quickest.
 */
@ExtendWith(EmbeddedPostgresExtension.class)
class VariantsTest {

    private static final int CALLS = 20;
    private static final String PLANTED = "planted";

    @Test
    void everyFormIsCheckedTheQuickestShownByNameAndAWrongOneFound(EmbeddedPostgresExtension.Shared shared,
                                                                    @TempDir Path output) throws IOException {
        SqlDialect plantedDialect = new SqlDialect(PLANTED);
        BenchmarkResult result;
        try (PostgresEngine planted = PostgresEngine.open(shared.provider.target(shared.settings), 2, plantedDialect)) {
            result = Benchmark.builder()
                    .catalog(EngineCatalog.discover(getClass().getClassLoader(), Map.of()))
                    .set(RunOption.ENGINES, List.of(EngineCatalog.REFERENCE))
                    .engine(new PostgresProvider(), shared.engine)
                    .engine(provider(plantedDialect), planted)
                    .set(RunOption.DATASET, "kronecker:8")
                    .set(RunOption.PHASES, PhaseList.of("load", "traverse"))
                    .set(RunOption.CALLS, CALLS).set(RunOption.PRECISION, 0.0).set(RunOption.WARMUP, 2)
                    .set(RunOption.WARMUP_SECONDS, 0.0).set(RunOption.SETTLE_SECONDS, 0.0)
                    .set(RunOption.PLANS, false).set(RunOption.OUTPUT, output)
                    .build().run();
        }
        // Markdown keeps a row and a note on one line each, where text wraps them at a terminal's width.
        String report = Report.of(result.runs()).markdown();

        EngineRun postgres = result.run("postgres");
        for (int hops = 1; hops <= 4; hops++) {
            String id = "reach-" + hops;
            WorkloadResult own = postgres.workload(id);
            WorkloadResult function = postgres.workload(id + "@function");
            for (WorkloadResult form : List.of(own, function)) {
                assertThat(form.status()).as("%s: %s", form.id(), form.reason()).isEqualTo(Status.OK);
                assertThat(form.agreement()).as(form.agreement().detail())
                        .extracting(Agreement::verdict, Agreement::compared)
                        .containsExactly(Agreement.Verdict.AGREES, (int) form.latency().calls());
            }
            // The same calls: where both were timed (a slow one may stop sooner), the same answers.
            int both = Math.min(function.callDigests().size(), own.callDigests().size());
            assertThat(both).isPositive();
            assertThat(function.callDigests().subList(0, both)).isEqualTo(own.callDigests().subList(0, both));

            WorkloadResult quicker = function.latency().medianMs() < own.latency().medianMs() ? function : own;
            String row = row(report, own.title());
            assertThat(row).as(report).containsPattern(Pattern.quote(TimedTables.figures(quicker.latency()))
                    + (quicker == function ? "[^|]*\\(@function\\)" : ""));
            assertThat(report).as(report).contains("PostgreSQL " + id + ": " + id + " ", ", @function ");
        }

        EngineRun planted = result.run(PLANTED);
        Agreement wrong = planted.workload("reach-1@one-hop-short").agreement();
        assertThat(wrong.verdict()).isEqualTo(Agreement.Verdict.DISAGREES);
        assertThat(wrong.firstDifferingCall()).isZero();
        assertThat(wrong.detail()).startsWith("call 0 (").contains("reference answered", PLANTED + " answered [[0]]");
        assertThat(planted.workload("reach-1").agreement().verdict()).isEqualTo(Agreement.Verdict.AGREES);
        assertThat(planted.workload("reach-1@function").agreement().verdict()).isEqualTo(Agreement.Verdict.AGREES);
        assertThat(report).contains("ANSWERS DIFFER: " + PLANTED + " differs from reference on reach-1@one-hop-short,"
                + " first at call 0");
        assertThat(report).doesNotContain("(@one-hop-short)");
        assertThat(result.disagreement()).isTrue();

        // The results file keeps every form's figures, the planted one's too.
        String written;
        try (Stream<Path> files = Files.walk(output)) {
            Path file = files.filter(path -> path.getFileName().toString().startsWith(PLANTED)
                            && path.toString().endsWith(".json"))
                    .max(Comparator.comparing(Path::toString)).orElseThrow();
            written = Files.readString(file);
        }
        assertThat(written).contains("\"reach-4\"", "\"reach-4@function\"", "\"reach-4@one-hop-short\"");
    }

    /** The row of the traverse table titled {@code title}. */
    private static String row(String report, String title) {
        return report.lines().filter(line -> line.startsWith("| " + title + " |"))
                .findFirst().orElseThrow(() -> new AssertionError("no row " + title + " in:\n" + report));
    }

    /** PostgreSQL's provider under another name, its statements {@code dialect}'s. */
    private static EngineProvider provider(Dialect dialect) {
        return new EngineProvider() {
            @Override
            public String name() {
                return PLANTED;
            }

            @Override
            public String displayName() {
                return "Planted";
            }

            @Override
            public String description() {
                return "PostgreSQL with a variant of reach planted wrong";
            }

            @Override
            public List<Setting> settings() {
                return List.of();
            }

            @Override
            public boolean isConfigured(Settings settings) {
                return true;
            }

            @Override
            public Dialect dialect() {
                return dialect;
            }

            @Override
            public Engine open(Settings settings) {
                throw new IllegalStateException("given open");
            }
        };
    }
}
