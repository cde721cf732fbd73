package dev.graphbench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Engine;
import dev.graphbench.options.PhaseList;
import dev.graphbench.options.Rates;
import dev.graphbench.options.RunOption;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.phases.concurrent.ConcurrencyResult;
import dev.graphbench.phases.concurrent.RateResult;
import dev.graphbench.report.Report;
import dev.graphbench.results.Status;
import dev.graphbench.runner.Benchmark;
import dev.graphbench.runner.BenchmarkResult;
import dev.graphbench.runner.engines.EngineCatalog;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * A rate whose pool of sessions the engine's connection pool cannot hold: the rates measured before it
 * keep their figures, and the report shows it held with the driver's reason, never as a blank.
 */
@ExtendWith(EmbeddedPostgresExtension.class)
class RateBeyondPoolTest {

    private final EmbeddedPostgresExtension.Shared shared;

    RateBeyondPoolTest(EmbeddedPostgresExtension.Shared shared) {
        this.shared = shared;
    }

    @Test
    void aRateThatNeedsMoreSessionsThanThePoolHoldsIsHeldWithTheReasonInTheReport(@TempDir Path output) {
        // Two connections: 20 calls a second within 100 ms need two threads, 40 need four.
        try (Engine small = shared.provider.open(shared.settings.with(Map.of(PostgresProvider.POOL_SIZE, "2")))) {
            BenchmarkResult result = Benchmark.builder().catalog(EngineCatalog.discover(getClass().getClassLoader(), Map.of()))
                    .set(RunOption.ENGINES, List.of(EngineCatalog.REFERENCE)).engine(shared.provider, small)
                    .set(RunOption.SCALE_FACTOR, 0.002).set(RunOption.WARMUP, 2).set(RunOption.WARMUP_SECONDS, 0.0)
                    .set(RunOption.SETTLE_SECONDS, 0.0).set(RunOption.OUTPUT, output)
                    .set(RunOption.PHASES, PhaseList.of("load", "concurrent")).set(RunOption.THREADS, 2)
                    .set(RunOption.SWEEP, List.of(2)).set(RunOption.DURATION, 1.0).set(RunOption.RATE, Rates.of(20.0, 40.0))
                    .set(RunOption.SLO, 100.0).build().run();

            ConcurrencyResult twoHops = BuiltInResults.concurrent(result.run("postgres"), "two-hops");
            assertThat(twoHops.status()).isEqualTo(Status.HELD);
            assertThat(twoHops.reason()).contains("at 40 calls a second").contains("opening its session failed");
            assertThat(twoHops.rates()).extracting(RateResult::targetRate).containsExactly(20.0);

            // The offered rates are a detail table, in the Markdown and HTML reports alone.
            String markdown = Report.of(result.runs()).markdown();
            int start = markdown.indexOf("### Offered rates");
            assertThat(start).as("the offered rates' table").isNotNegative();
            int end = markdown.indexOf("\n### ", start + 1);
            String rates = markdown.substring(start, end < 0 ? markdown.length() : end);
            assertThat(rates).contains("held: postgres, two-hops: at 40 calls a second");
            assertThat(rates.lines().filter(line -> line.startsWith("| 2 hops") && line.contains(" 40 ")))
                    .singleElement().asString().endsWith("held |");
        }
    }
}
