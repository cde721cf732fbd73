package dev.graphbench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.options.PhaseList;
import dev.graphbench.api.Dialect;
import dev.graphbench.api.Engine;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.conformance.StatementNames;
import dev.graphbench.report.Report;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.runner.Benchmark;
import dev.graphbench.runner.BenchmarkResult;
import dev.graphbench.runner.engines.EngineCatalog;
import dev.graphbench.options.RunOption;
import dev.graphbench.workloads.Workloads;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 27's Done-when: a workload added in a test ({@link FollowedColleaguesCatalogue}: a catalogue
 * entry, its reference answer, one statement for the reference engine and one for PostgreSQL, all under
 * this module's src/test) runs and agrees with the reference without touching bench-api; and a statement
 * named after no query of the catalogue fails the conformance kit's check, named.
 */
@ExtendWith(EmbeddedPostgresExtension.class)
class AddedWorkloadTest {

    private static final int CALLS = 30;

    @Test
    void aWorkloadAddedInATestRunsOnPostgresAndAgreesWithTheReference(Engine engine, @TempDir Path output) {
        BenchmarkResult result = Benchmark.builder()
                .catalog(EngineCatalog.discover(getClass().getClassLoader(), Map.of()))
                .set(RunOption.ENGINES, List.of(EngineCatalog.REFERENCE))
                .engine(new PostgresProvider(), engine)
                .set(RunOption.SCALE_FACTOR, 0.01)
                .set(RunOption.PHASES, PhaseList.of("load", "traverse"))
                .set(RunOption.CALLS, CALLS).set(RunOption.PRECISION, 0.0).set(RunOption.WARMUP, 2)
                .set(RunOption.WARMUP_SECONDS, 0.0).set(RunOption.SETTLE_SECONDS, 0.0)
                .set(RunOption.OUTPUT, output)
                .build().run();
        String id = FollowedColleaguesCatalogue.WORKLOAD.id();

        WorkloadResult reference = result.run(EngineCatalog.REFERENCE).workload(id);
        assertThat(reference.status()).as("reference: %s", reference.reason()).isEqualTo(Status.OK);
        assertThat(reference.agreement().verdict()).isEqualTo(Agreement.Verdict.REFERENCE);
        assertThat(new HashSet<>(reference.callDigests())).as("answers that differ from call to call, so that"
                + " agreeing on each says something").hasSizeGreaterThan(CALLS / 3);

        WorkloadResult postgres = result.run("postgres").workload(id);
        assertThat(postgres.status()).as("postgres: %s", postgres.reason()).isEqualTo(Status.OK);
        assertThat(postgres.title()).isEqualTo(FollowedColleaguesCatalogue.WORKLOAD.title());
        assertThat(postgres.latency().calls()).isEqualTo(CALLS);
        assertThat(postgres.agreement()).as(postgres.agreement().detail())
                .extracting(Agreement::verdict, Agreement::reference)
                .containsExactly(Agreement.Verdict.AGREES, EngineCatalog.REFERENCE);
        assertThat(postgres.callDigests()).isEqualTo(reference.callDigests());

        String report = Report.of(result.runs()).text();
        assertThat(report.lines()).as(report)
                .anyMatch(line -> line.startsWith(FollowedColleaguesCatalogue.WORKLOAD.title()));
        assertThat(report).doesNotContain("ANSWERS DIFFER");
    }

    @Test
    void aStatementNamedAfterNoQueryFailsTheKitsCheckByName() {
        Workloads workloads = EngineCatalog.discover(getClass().getClassLoader(), Map.of()).workloads();
        SqlDialect postgres = new SqlDialect();
        assertThatCode(() -> StatementNames.assertEachNamedAfterAQuery("postgres", postgres,
                workloads)).doesNotThrowAnyException();

        Map<String, String> misspelt = new LinkedHashMap<>(postgres.statements());
        misspelt.put("two-hop", misspelt.remove("two-hops"));
        misspelt.put("rech@levels", misspelt.get("reach"));
        misspelt.put("reach@Levels", misspelt.get("reach"));
        Dialect withAMisspeltName = new Dialect() {
            @Override
            public String language() {
                return postgres.language();
            }

            @Override
            public Map<String, String> statements() {
                return misspelt;
            }

            @Override
            public PathSemantics paths() {
                return postgres.paths();
            }
        };
        assertThatThrownBy(() -> StatementNames.assertEachNamedAfterAQuery("postgres",
                withAMisspeltName, workloads))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("statements of postgres named after no query of the workload catalogue")
                .hasMessageContaining("a variant's statement is named QUERY@VARIANT")
                .hasMessageContaining("\"two-hop\"")
                .hasMessageContaining("\"rech@levels\"")
                .hasMessageContaining("\"reach@Levels\"");
    }
}
