package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.results.CallLatencies;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Histograms;
import dev.graphbench.results.Latency;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.results.WorkloadResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * bench compare and bench queries --plan on the files of a real run of PostgreSQL: a run compared with
 * itself is the same, a copy with one workload's calls twice as slow fails --fail-above, with one run a
 * side and with several (results folders, or paths --against paths); bad input is one line and exit 2;
 * the plans the run kept are printed side by side.
 */
class CompareTest {

    @TempDir
    static Path folder;
    private static Path run;

    @BeforeAll
    static void runOnce() {
        Cli cli = Cli.run("run", "--output", folder.resolve("results").toString(), "--engines", "postgres", "--sf", "0.001",
                "--calls", "100", "--warmup", "1", "--warmup-seconds", "0", "--settle-seconds", "0", "--phases",
                "load,read,traverse");
        assertThat(cli.exit).as(cli.err).isZero();
        run = ResultsFolder.at(folder.resolve("results")).latestRun().orElseThrow();
    }

    /** A copy of the run's PostgreSQL file in a folder of its own, {@code slowed}'s every call taking twice as long. */
    private static Path copy(String name, String slowed) throws IOException {
        return copy(folder.resolve(name), slowed);
    }

    private static Path copy(Path into, String slowed) throws IOException {
        EngineRun original = BuiltInResults.read(run.resolve("postgres-sf0.001.json"));
        List<WorkloadResult> workloads = original.workloads().stream().map(w -> !w.id().equals(slowed) ? w
                : new WorkloadResult(w.id(), w.phase(), w.title(), w.status(), w.reason(), w.coldMs(), twice(w.latency()),
                w.digest(), w.callDigests(), w.agreement(), w.twinOf(), w.plans())).toList();
        Path file = Files.createDirectories(into).resolve("postgres-sf0.001.json");
        ResultsFiles.write(BuiltInResults.run(original.provenance(), original.engine(), original.status(), original.reason(),
                original.server(), BuiltInResults.load(original), workloads, BuiltInResults.concurrency(original), BuiltInResults.hops(original),
                original.memory()), file);
        return file;
    }

    private static Latency twice(Latency latency) {
        Histogram calls = CallLatencies.histogram(latency);
        Histogram doubled = new Histogram(3);
        for (HistogramIterationValue value : calls.recordedValues()) {
            doubled.recordValueWithCount(value.getValueIteratedTo() * 2, value.getCountAtValueIteratedTo());
        }
        return new Latency(latency.calls(), latency.medianMs() * 2, latency.p95Ms() * 2, latency.p99Ms() * 2,
                latency.minMs() * 2, latency.maxMs() * 2, latency.meanMs() * 2, Histograms.encode(doubled));
    }

    @Test
    void aRunComparedWithItselfIsTheSameAndPassesTheGate() throws IOException {
        Cli cli = Cli.run("compare", run.toString(), copy("same", "none").toString(), "--fail-above", "1.10");

        assertThat(cli.exit).as(cli.err).isZero();
        assertThat(cli.out).contains("Two runs compared", "postgres: 1 hop: a person's followers, counted")
                .doesNotContain("SLOWER", "CHANGED");
    }

    @Test
    void aWorkloadTwiceAsSlowFailsTheGateNamingIt() throws IOException {
        Path html = folder.resolve("compare.html");
        Cli cli = Cli.run("compare", run.toString(), copy("slowed", "two-hops").toString(), "--fail-above", "1.10",
                "--html", html.toString());

        assertThat(cli.exit).as(cli.err).isEqualTo(6);
        assertThat(cli.err.strip()).doesNotContain("\n").isEqualTo("bench: postgres, two-hops is 2.00 times slower in B,"
                + " SLOWER (2.00-2.00; one run a side: between-run noise unknown): its interval's lower end 2.00 is above"
                + " --fail-above 1.10");
        assertThat(cli.out).contains("One run a side: the noise between runs is unknown; several runs a side give a real"
                + " verdict");
        assertThat(html).content().contains("<svg", "postgres: A and B");
    }

    @Test
    void severalRunsASideAreResultsFoldersOrPathsAgainstPaths() throws IOException {
        for (String run : List.of("20261201-000000-000001", "20261202-000000-000002")) {
            copy(folder.resolve("three-a/runs").resolve(run), "none");
            copy(folder.resolve("three-b/runs").resolve(run), "two-hops");
        }
        copy(folder.resolve("three-a/runs/20261203-000000-000003"), "none");
        copy(folder.resolve("three-b/runs/20261203-000000-000003"), "two-hops");

        Cli folders = Cli.run("compare", folder.resolve("three-a").toString(), folder.resolve("three-b").toString(),
                "--fail-above", "1.10");
        Cli against = Cli.run("compare", folder.resolve("three-a/runs/20261201-000000-000001").toString(),
                folder.resolve("three-a/runs/20261202-000000-000002").toString(), "--against",
                folder.resolve("three-b/runs/20261201-000000-000001").toString(),
                folder.resolve("three-b/runs/20261202-000000-000002").toString(), "--fail-above", "1.10");
        Cli same = Cli.run("compare", folder.resolve("three-a").toString(), "--against",
                folder.resolve("three-a/runs/20261201-000000-000001").toString(), run.toString(), "--fail-above", "1.10");

        assertThat(folders.exit).as(folders.err).isEqualTo(6);
        assertThat(folders.out).contains("A: 3 runs, " + folder.resolve("three-a") + " (3 runs: ", "B: 3 runs, ")
                .doesNotContain("One run a side");
        assertThat(folders.err.strip()).doesNotContain("\n").isEqualTo("bench: postgres, two-hops is 2.00 times slower"
                + " in B, SLOWER (95%: 2.00-2.00): its interval's lower end 2.00 is above --fail-above 1.10");
        assertThat(against.exit).as(against.err).isEqualTo(6);
        assertThat(against.out).contains("A: 2 runs, ", "B: 2 runs, ");
        assertThat(same.exit).as(same.err).isZero();
        assertThat(same.out).contains("A: 3 runs, ", "B: 2 runs, ").doesNotContain("SLOWER");
    }

    @Test
    void badInputIsOneLineAndExitTwo() throws IOException {
        Path empty = Files.createDirectories(folder.resolve("empty"));
        String whole = Files.readString(run.resolve("postgres-sf0.001.json"));
        Path cut = Files.writeString(folder.resolve("cut-sf0.001.json"), whole.substring(0, whole.length() - 40));
        Path otherScale = Files.writeString(folder.resolve("postgres-sf0.01.json"),
                whole.replace("\"scaleFactor\" : 0.001", "\"scaleFactor\" : 0.01"));

        assertOneLine(Cli.run("compare", run.toString()), "bench: compare needs two runs or more");
        assertOneLine(Cli.run("compare", "--against", run.toString()), "bench: compare needs two runs or more");
        assertOneLine(Cli.run("compare", run.toString(), empty.toString()), "bench: " + empty + " holds no results files");
        assertOneLine(Cli.run("compare", run.toString(), cut.toString()), "bench: " + cut + " is not a readable results file");
        assertOneLine(Cli.run("compare", run.toString(), otherScale.toString()),
                "bench: cannot compare runs of different datasets: " + run);
        assertOneLine(Cli.run("compare", run.toString(), run.toString(), "--fail-above", "0.9"),
                "bench: --fail-above must be a factor of 1 or more, such as 1.10, got '0.9'");
        assertOneLine(Cli.run("queries", "one-hop", "--plan", "--output", empty.toString()),
                "bench: no results in " + empty + " to show plans of");
    }

    private static void assertOneLine(Cli cli, String start) {
        assertThat(cli.exit).as(cli.out + cli.err).isEqualTo(2);
        assertThat(cli.err.strip()).doesNotContain("\n").startsWith(start);
    }

    @Test
    void theRunsPlansArePrintedSideBySide() {
        Cli cli = Cli.run("queries", "load-path-view", "one-hop", "--plan", "--output", folder.resolve("results").toString(),
                "--width", "200");

        assertThat(cli.exit).as(cli.err).isZero();
        assertThat(cli.out).contains("Plans kept by run " + run.getFileName(), "== load-path-view:",
                "== read-person-network:", "== one-hop:", "PostgreSQL, 1 statement", "Index", "rows]", "server ");
    }
}
