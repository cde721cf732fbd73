package dev.graphbench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;
import dev.graphbench.options.PhaseList;
import dev.graphbench.options.Rates;
import dev.graphbench.options.RunOption;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.phases.concurrent.ConcurrencyResult;
import dev.graphbench.phases.concurrent.MixShare;
import dev.graphbench.phases.concurrent.RateResult;
import dev.graphbench.phases.concurrent.Throughput;
import dev.graphbench.report.Report;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.Status;
import dev.graphbench.runner.Benchmark;
import dev.graphbench.runner.BenchmarkResult;
import dev.graphbench.runner.engines.EngineCatalog;
import dev.graphbench.workloads.MixWorkload;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The default mix on the concurrent threads, closed loop and open loop, on two engines over one
 * embedded PostgreSQL: each one's warm-up answers are checked by the reference (a view load through its
 * twin, a save by what it was asked to write), each workload of the mix is timed apart, and what its
 * saves wrote is gone afterwards.
 */
@ExtendWith(EmbeddedPostgresExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class MixTest {

    private final EmbeddedPostgresExtension.Shared shared;
    private BenchmarkResult result;

    MixTest(EmbeddedPostgresExtension.Shared shared) {
        this.shared = shared;
    }

    @BeforeAll
    void run(@TempDir Path output) {
        try (Engine again = shared.provider.open(shared.settings)) {
            result = Benchmark.builder().catalog(EngineCatalog.discover(getClass().getClassLoader(), Map.of()))
                    .set(RunOption.ENGINES, List.of(EngineCatalog.REFERENCE)).engine(shared.provider, shared.engine)
                    .engine(new Again(), again)
                    .set(RunOption.SCALE_FACTOR, 0.002).set(RunOption.WARMUP, 3).set(RunOption.WARMUP_SECONDS, 0.0)
                    .set(RunOption.SETTLE_SECONDS, 0.0).set(RunOption.OUTPUT, output)
                    .set(RunOption.PHASES, PhaseList.of("load", "concurrent")).set(RunOption.THREADS, 2)
                    .set(RunOption.SWEEP, List.of(2)).set(RunOption.DURATION, 1.0).set(RunOption.RATE, Rates.of(40.0))
                    .set(RunOption.SLO, 100.0).set("mix", "default").build().run();
        }
    }

    @Test
    void theMixRunsWithEachOfItsWorkloadsTimedApartAndItsReadsChecked() {
        ConcurrencyResult first = BuiltInResults.concurrent(result.run("postgres"), MixWorkload.ID);
        ConcurrencyResult second = BuiltInResults.concurrent(result.run("postgres-again"), MixWorkload.ID);
        assertThat(BuiltInResults.concurrent(result.run(EngineCatalog.REFERENCE), MixWorkload.ID).status()).isEqualTo(Status.UNSUPPORTED);
        for (ConcurrencyResult mix : List.of(first, second)) {
            assertThat(mix.status()).as(mix.reason()).isEqualTo(Status.OK);
            assertThat(mix.title()).isEqualTo("mix of load-view 80%, save-fragment 15%, two-hops 5%");
            Throughput closed = mix.at(2);
            assertThat(closed.failedCalls()).isZero();
            assertThat(closed.mix()).extracting(MixShare::workload).containsExactly("load-view", "save-fragment", "two-hops");
            assertThat(closed.mix().stream().mapToLong(MixShare::calls).sum()).isEqualTo(closed.calls());
            // The weights show in the calls: most are view loads, and there are saves among them.
            assertThat(closed.mix().get(0).calls()).isGreaterThan(closed.mix().get(1).calls());
            assertThat(closed.mix().get(1).calls()).isPositive();
            RateResult offered = mix.rates().getFirst();
            assertThat(offered.mix().stream().mapToLong(MixShare::calls).sum()).isEqualTo(offered.calls());
        }
        for (ConcurrencyResult mix : List.of(first, second)) {
            assertThat(mix.agreement()).as(mix.agreement().detail()).extracting(Agreement::verdict, Agreement::reference)
                    .containsExactly(Agreement.Verdict.AGREES, EngineCatalog.REFERENCE);
        }
        assertThat(result.disagreement()).isFalse();
    }

    @Test
    void whatTheMixWroteIsDeletedWhenItsMeasurementsEnd() throws SQLException {
        try (Connection connection = shared.engine.connection(); Statement statement = connection.createStatement();
             ResultSet written = statement.executeQuery("SELECT count(*) FROM bench_node WHERE props->>'id' LIKE 'w-%'")) {
            written.next();
            assertThat(written.getLong(1)).isZero();
        }
    }

    @Test
    void theReportHasARowForEachWorkloadOfTheMix() {
        String text = Report.of(result.runs()).text();
        assertThat(text).contains("Mixed workload", "save-fragment", "Offered rates", "Usable throughput",
                "Second by second");
        assertThat(text).doesNotContain("ANSWERS DIFFER");
    }

    /** PostgreSQL under a second name, for a second engine on the same server. */
    private static final class Again implements EngineProvider {
        private final PostgresProvider postgres = new PostgresProvider();

        @Override
        public String name() {
            return "postgres-again";
        }

        @Override
        public String displayName() {
            return "PostgreSQL again";
        }

        @Override
        public String description() {
            return postgres.description();
        }

        @Override
        public List<Setting> settings() {
            return postgres.settings();
        }

        @Override
        public boolean isConfigured(Settings settings) {
            return postgres.isConfigured(settings);
        }

        @Override
        public Dialect dialect() {
            return postgres.dialect();
        }

        @Override
        public Engine open(Settings settings) {
            return postgres.open(settings);
        }
    }
}
