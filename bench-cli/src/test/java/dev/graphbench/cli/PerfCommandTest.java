package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.graphbench.perf.ClientTool;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code bench perf} prints each figure with its commands, JMH's benchmarks measured in JVMs of their
 * own; what it cannot measure it says, with what to do.
 */
class PerfCommandTest {

    /** JMH kept short: one JVM, one short iteration, no warm-up; the figures are printed all the same. */
    private static final List<String> QUICK = List.of("--forks", "1", "--iterations", "1", "--iteration-seconds", "0.2",
            "--jmh-warmup-seconds", "0");

    @Test
    void theGeneratorFiguresHaveTheirRatesRatiosAndCommands() {
        Cli cli = Cli.run("perf", "--parts", "generator", "--sf", "0.002", "--larger-sf", "0.004",
                "--jmh-warmup-seconds", "0", "--forks", "2", "--iterations", "3", "--iteration-seconds", "0.1");
        assertThat(cli.exit).as(cli.err).isZero();
        assertThat(cli.out).contains("generator written as CSV against a trivial CSV writer (scale factor 0.002, one thread)",
                "COPY encoding of the generated graph against the generator alone (scale factor 0.002, no server)",
                "generator heap, scale factor 0.002 against 0.004", "records/s", "the generator alone",
                "$ bench perf --parts generator --sf 0.002  (JMH: CsvWriterBenchmark.csvExport");
        // Each benchmark timed in JVMs of its own, whose medians are listed.
        assertThat(cli.out).containsPattern("the median of 2 JVMs' median of 3 iterations \\([0-9.]+, [0-9.]+ ms/op\\)");
        assertThat(cli.out.lines().filter(line -> line.startsWith("  ratio:    ")))
                .hasSize(3).allMatch(line -> line.matches("  ratio:    [0-9]+\\.[0-9]{2}x \\(goal .+\\)"));
    }

    @Test
    void missingClientProgramsAreSaidWithHowToInstallThemAndTheHarnessFiguresStillPrinted() {
        Cli cli = Cli.run(arguments("perf", "--parts", "postgres", "--sf", "0.002", "--round-calls", "20", "--throughput-threads", "2",
                "--throughput-seconds", "1", "--psql", "/nonexistent/psql", "--pgbench", "/nonexistent/pgbench"));
        assertThat(cli.exit).as(cli.err).isEqualTo(ExitCode.INCOMPLETE.code);
        assertThat(cli.out).contains("PostgreSQL load against psql \\copy", "COPY FROM STDIN",
                "/nonexistent/psql cannot run here", "/nonexistent/pgbench cannot run here",
                "apt-get install postgresql-client", "median");
        assertThat(cli.out.lines().filter(line -> line.equals("  ratio:    not measured"))).hasSize(3);
        // The JMH figure needs no client program: measured all the same.
        assertThat(cli.out).contains("one-hop through a harness session against plain JDBC")
                .containsPattern("the median of 1 JVMs' median of 1 iterations' calls \\([0-9.]+ us/op\\)");
        assertThat(cli.out.lines().filter(line -> line.matches("  ratio:    [0-9]+\\.[0-9]{2}x \\(goal within 1.1x\\)")))
                .hasSize(1);
    }

    @Test
    void psqlAndPgbenchRunOnTheSameRowsStatementAndArguments() {
        assumeTrue(ClientTool.postgres("psql", List.of(), "psql").missing().isEmpty(), "psql is not installed here");
        assumeTrue(ClientTool.postgres("pgbench", List.of(), "pgbench").missing().isEmpty(), "pgbench is not installed here");
        Cli cli = Cli.run(arguments("perf", "--parts", "postgres", "--sf", "0.002", "--round-calls", "20", "--throughput-threads", "2",
                "--throughput-seconds", "1"));
        assertThat(cli.exit).as(cli.out + cli.err).isZero();
        assertThat(cli.out).contains("psql \\copy of the", "-f", "copy.sql", "pgbench -h 127.0.0.1",
                "-n -M prepared -c 1 -j 1 -t 20 -r -f", "-c 2 -j 2 -T 1", "transactions/s");
        assertThat(cli.out.lines().filter(line -> line.startsWith("  ratio:    ")))
                .hasSize(4).allMatch(line -> line.matches("  ratio:    [0-9]+\\.[0-9]{2}x \\(goal .+\\)"));
    }

    @Test
    void falkorDbsOneHopIsComparedWithValkeyBenchmarkSendingTheSameQuery() {
        Cli cli = Cli.run(arguments("perf", "--parts", "falkordb", "--sf", "0.002", "--round-calls", "50"));
        assertThat(cli.exit).as(cli.out + cli.err).isZero();
        assertThat(cli.out).contains("FalkorDB one-hop latency against valkey-benchmark -c 1",
                "-n 50 -c 1 --csv GRAPH.RO_QUERY bench 'CYPHER personId=\"p", "MATCH (:Person {id: $personId})",
                "' --compact", "(its own p50, p95, p99)",
                "FalkorDB one-hop through a harness session against plain Jedis");
        assertThat(cli.out.lines().filter(line -> line.startsWith("  ratio:    ")))
                .hasSize(2).allMatch(line -> line.matches("  ratio:    [0-9]+\\.[0-9]{2}x \\(goal within 1.1x\\)"));
    }

    @Test
    void aMissingValkeyBenchmarkIsSaidWithHowToInstallIt() {
        Cli cli = Cli.run(arguments("perf", "--parts", "falkordb", "--sf", "0.002", "--round-calls", "20",
                "--valkey-benchmark", "/nonexistent/valkey-benchmark"));
        assertThat(cli.exit).as(cli.err).isEqualTo(ExitCode.INCOMPLETE.code);
        assertThat(cli.out).contains("/nonexistent/valkey-benchmark cannot run here", "valkey-tools",
                "or name the program with --valkey-benchmark", "median");
        assertThat(cli.out.lines().filter(line -> line.equals("  ratio:    not measured"))).hasSize(1);
    }

    @Test
    void aPartThatIsNotMeasurableIsBadInput() {
        Cli cli = Cli.run("perf", "--parts", "generator,neo4j");
        assertThat(cli.exit).isEqualTo(ExitCode.BAD_INPUT.code);
        assertThat(cli.err.strip()).isEqualTo(
                "bench: --parts takes generator, postgres and falkordb, comma-separated, got 'neo4j'");
    }

    @Test
    void noCallsIsBadInput() {
        Cli cli = Cli.run("perf", "--round-calls", "0");
        assertThat(cli.exit).isEqualTo(ExitCode.BAD_INPUT.code);
        assertThat(cli.err.strip()).isEqualTo("bench: --round-calls must be at least 1, got 0");
    }

    @Test
    void aNegativeWarmupIsBadInput() {
        Cli cli = Cli.run("perf", "--jmh-warmup-seconds", "-1");
        assertThat(cli.exit).isEqualTo(ExitCode.BAD_INPUT.code);
        assertThat(cli.err.strip()).isEqualTo("bench: --jmh-warmup-seconds must be 0 seconds or more, got '-1'");
    }

    @Test
    void noForksIsBadInput() {
        Cli cli = Cli.run("perf", "--forks", "0");
        assertThat(cli.exit).isEqualTo(ExitCode.BAD_INPUT.code);
        assertThat(cli.err.strip()).isEqualTo("bench: --forks must be at least 1, got 0");
    }

    private static String[] arguments(String... arguments) {
        List<String> all = new ArrayList<>(List.of(arguments));
        all.addAll(QUICK);
        return all.toArray(String[]::new);
    }
}
