package dev.graphbench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;
import dev.graphbench.catalogue.Queries;
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
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 40's first Done-when: on a small graph, PostgreSQL's forms of reach (its own statement and each
 * variant, {@code reach@function}) are each checked against the reference and timed, each reach row
 * shows the quickest with its name, and the table of every form lists each one's median, the quickest
 * marked; an engine with a variant planted wrong ({@code reach@one-hop-short}, from this module's
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
        List<String> variants = shared.provider.dialect().variants(Queries.REACH);
        assertThat(variants).as("PostgreSQL's forms of reach beside its own").contains("function");
        List<String> headings = List.of(row(report, "form").split("\\|"));
        int column = headings.indexOf(" PostgreSQL (ms) ");
        assertThat(column).as(report).isPositive();
        for (int hops = 1; hops <= 4; hops++) {
            String id = "reach-" + hops;
            WorkloadResult own = postgres.workload(id);
            List<WorkloadResult> forms = new ArrayList<>(List.of(own));
            variants.forEach(variant -> forms.add(postgres.workload(id + "@" + variant)));
            for (WorkloadResult form : forms) {
                assertThat(form).as("%s@%s", id, forms.indexOf(form)).isNotNull();
                assertThat(form.status()).as("%s: %s", form.id(), form.reason()).isEqualTo(Status.OK);
                assertThat(form.agreement()).as(form.agreement().detail())
                        .extracting(Agreement::verdict, Agreement::compared)
                        .containsExactly(Agreement.Verdict.AGREES, (int) form.latency().calls());
                // The same calls: where both were timed (a slow one may stop sooner), the same answers.
                int both = Math.min(form.callDigests().size(), own.callDigests().size());
                assertThat(both).isPositive();
                assertThat(form.callDigests().subList(0, both)).isEqualTo(own.callDigests().subList(0, both));
            }

            WorkloadResult quickest = forms.stream()
                    .min(Comparator.comparingDouble(form -> form.latency().medianMs())).orElseThrow();
            String name = quickest == own ? "" : quickest.id().substring(id.length());
            String row = row(report, own.title());
            assertThat(row).as(report).containsPattern(Pattern.quote(TimedTables.figures(quickest.latency()))
                    + (quickest == own ? "" : "[^|]*\\(" + Pattern.quote(name) + "\\)"));
            // Markdown and HTML list every form's median, the one shown marked, each against the statement's.
            for (WorkloadResult form : forms) {
                String cell = row(report, form.id()).split("\\|")[column].strip();
                assertThat(cell).as(report).startsWith(TimedTables.figures(form.latency()) + (form == own ? "" : " x"));
                assertThat(cell.endsWith(" *")).as(cell).isEqualTo(form == quickest);
            }
        }
        assertThat(report).contains("### Traversals written by hand: every form");

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
        assertThat(row(report, "reach-1@one-hop-short")).contains(" differs");
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

    /** The row of a table whose first cell is {@code title}. */
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
