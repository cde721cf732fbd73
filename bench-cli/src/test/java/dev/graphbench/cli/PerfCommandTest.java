package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code bench perf} prints each figure with its commands; what it cannot measure it says, with what to do. */
class PerfCommandTest {

    @Test
    void theGeneratorFiguresHaveTheirRatesRatiosAndCommands() {
        Cli cli = Cli.run("perf", "--parts", "generator", "--sf", "0.002", "--larger-sf", "0.004",
                "--warmup-seconds", "0");
        assertThat(cli.exit).as(cli.err).isZero();
        assertThat(cli.out).contains("generator against a trivial CSV writer (scale factor 0.002, one thread)",
                "generator heap, scale factor 0.002 against 0.004", "records/s", "$ bench perf --sf 0.002");
        // Each side timed in JVMs of their own, whose medians are listed.
        assertThat(cli.out).containsPattern("the median of 3 JVMs' median of 5 rounds \\([0-9.]+, [0-9.]+, [0-9.]+ CPU s\\)");
        assertThat(cli.out.lines().filter(line -> line.startsWith("  ratio:    ")))
                .hasSize(2).allMatch(line -> line.matches("  ratio:    [0-9]+\\.[0-9]{2}x \\(goal .+\\)"));
    }

    @Test
    void missingClientProgramsAreSaidWithHowToInstallThemAndTheHarnessFiguresStillPrinted() {
        Cli cli = Cli.run("perf", "--parts", "postgres", "--sf", "0.002", "--calls", "20", "--threads", "2",
                "--duration", "1", "--psql", "/nonexistent/psql", "--pgbench", "/nonexistent/pgbench");
        assertThat(cli.exit).as(cli.err).isEqualTo(ExitCode.INCOMPLETE.code);
        assertThat(cli.out).contains("PostgreSQL load against psql \\copy", "COPY FROM STDIN",
                "/nonexistent/psql cannot run here", "/nonexistent/pgbench cannot run here",
                "apt-get install postgresql-client", "median");
        assertThat(cli.out.lines().filter(line -> line.equals("  ratio:    not measured"))).hasSize(3);
    }

    @Test
    void psqlAndPgbenchRunOnTheSameRowsStatementAndArguments() {
        assumeTrue(new ClientTool("psql", List.of()).missing().isEmpty(), "psql is not installed here");
        assumeTrue(new ClientTool("pgbench", List.of()).missing().isEmpty(), "pgbench is not installed here");
        Cli cli = Cli.run("perf", "--parts", "postgres", "--sf", "0.002", "--calls", "20", "--threads", "2",
                "--duration", "1");
        assertThat(cli.exit).as(cli.out + cli.err).isZero();
        assertThat(cli.out).contains("psql \\copy of the", "-f", "copy.sql", "pgbench -h 127.0.0.1",
                "-n -M prepared -c 1 -j 1 -t 20 -r -f", "-c 2 -j 2 -T 1", "transactions/s");
        assertThat(cli.out.lines().filter(line -> line.startsWith("  ratio:    ")))
                .hasSize(3).allMatch(line -> line.matches("  ratio:    [0-9]+\\.[0-9]{2}x \\(goal .+\\)"));
    }

    @Test
    void aPartThatIsNotMeasurableIsBadInput() {
        Cli cli = Cli.run("perf", "--parts", "generator,neo4j");
        assertThat(cli.exit).isEqualTo(ExitCode.BAD_INPUT.code);
        assertThat(cli.err.strip()).isEqualTo("bench: --parts takes generator and postgres, comma-separated, got 'neo4j'");
    }

    @Test
    void noCallsIsBadInput() {
        Cli cli = Cli.run("perf", "--calls", "0");
        assertThat(cli.exit).isEqualTo(ExitCode.BAD_INPUT.code);
        assertThat(cli.err.strip()).isEqualTo("bench: --calls must be at least 1, got 0");
    }

    @Test
    void aNegativeWarmupIsBadInput() {
        Cli cli = Cli.run("perf", "--warmup-seconds", "-1");
        assertThat(cli.exit).isEqualTo(ExitCode.BAD_INPUT.code);
        assertThat(cli.err.strip()).isEqualTo("bench: --warmup-seconds must be 0 seconds or more, got '-1'");
    }
}
