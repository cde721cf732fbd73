package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.results.Status;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Nothing measured is lost: a failing run leaves the figures of the run before it in the report, and
 * says why it failed once; a bad setting fails before anything runs, figures of two datasets are never
 * one table.
 */
class NothingLostTest {

    @TempDir
    Path folder;

    private static List<String> quick(String... more) {
        List<String> args = new ArrayList<>(List.of("--sf", "0.001", "--calls", "3", "--warmup", "1", "--warmup-seconds",
                "0", "--settle-seconds", "0", "--phases", "load,traverse"));
        args.addAll(List.of(more));
        return args;
    }

    private Cli run(Map<String, String> environment, String... more) {
        List<String> args = new ArrayList<>(List.of("run", "--output", folder.toString()));
        args.addAll(quick(more));
        return Cli.run(environment, args.toArray(String[]::new));
    }

    private List<String> runs() {
        return ResultsFolder.at(folder).runs();
    }

    @Test
    void aRunThatCannotReachAnEngineLeavesTheFiguresOfTheRunBeforeInTheReport() throws IOException {
        Cli good = run(Map.of(), "--engines", "postgres");
        assertThat(good.exit).as(good.err).isZero();
        String goodRun = runs().getLast();

        // An embedded server that cannot start: the engine is held, and so is every workload, for one reason.
        Cli failing = run(Map.of("BENCH_POSTGRES_SHARED_BUFFERS", "100GB"), "--engines", "postgres");
        assertThat(failing.exit).as(failing.err).isEqualTo(3);
        String failingRun = runs().getLast();
        assertThat(failingRun).isNotEqualTo(goodRun);
        EngineRun held = BuiltInResults.read(ResultsFolder.at(folder).folderOf(failingRun).resolve("postgres-sf0.001.json"));
        assertThat(held.status()).isEqualTo(Status.HELD);
        assertThat(held.workloads()).hasSize(7).allSatisfy(workload -> assertThat(workload.reason()).isEqualTo(held.reason()));
        // Said once on the console, with how many workloads went with it, and once in the report.
        assertThat(failing.err.split(Pattern.quote(held.reason()), -1)).as(failing.err).hasSize(2);
        assertThat(failing.err).contains("[postgres] held: " + held.reason() + "; its 7 workloads held");
        // It measured nothing, so it has no column: the report's header says why, once (lines wrap at 120 columns).
        String printed = failing.out.replace("\n  ", " ");
        assertThat(printed.split(Pattern.quote(held.reason()), -1)).as(printed).hasSize(2);
        assertThat(printed).contains("PostgreSQL was held, and has no column: " + held.reason());

        Cli report = Cli.run("report", "--sf", "0.001", "--output", folder.toString());

        assertThat(report.exit).as(report.err).isZero();
        String traversals = report.out.substring(report.out.indexOf("Traversals written by hand"));
        assertThat(traversals.lines().filter(line -> line.startsWith("1 hop")).findFirst().orElseThrow())
                .doesNotContain("held").matches("1 hop: a person's followers, counted +[0-9.]+ \\([0-9.]+\\) +[0-9.]+"
                        + " \\([0-9.]+\\)");
        assertThat(report.err.strip()).doesNotContain("\n")
                .startsWith("bench: postgres: run " + failingRun + " measured nothing on it (")
                .endsWith("); its figures are those of run " + goodRun);

        // That run reached nothing: PostgreSQL has no column, and the header says why, once.
        Cli thatRun = Cli.run("report", "--sf", "0.001", "--output", folder.toString(), "--run", failingRun);
        assertThat(thatRun.exit).isZero();
        assertThat(thatRun.out.lines().filter(line -> line.startsWith("PostgreSQL was held, and has no column: ")))
                .hasSize(1);
        assertThat(thatRun.out).doesNotContain("PostgreSQL (ms)");
    }

    @Test
    void figuresOfTwoDatasetsAreRefusedAsOneReportAndDrawnApartWhenAsked() {
        assertThat(run(Map.of(), "--engines", "reference", "--seed", "42").exit).isZero();
        assertThat(run(Map.of(), "--engines", "reference", "--seed", "7").exit).isZero();
        assertThat(Cli.run("run", "--output", folder.resolve("other").toString(), "--engines", "reference", "--seed",
                "7", "--sf", "0.001", "--calls", "3", "--warmup", "1", "--warmup-seconds", "0", "--settle-seconds", "0",
                "--phases", "load,graph").exit).isZero();

        // The latest run of each engine is the seed-7 one: one dataset, reported.
        assertThat(Cli.run("report", "--sf", "0.001", "--output", folder.toString()).exit).isZero();
        // The seed-42 run's file, copied beside the seed-7 ones as an engine of its own, makes two datasets.
        Path seed42 = ResultsFolder.at(folder).folderOf(runs().getFirst()).resolve("reference-sf0.001.json");
        Path copied = ResultsFolder.at(folder).folderOf(runs().getLast()).resolve("renamed-sf0.001.json");
        Cli mixed;
        try {
            Files.writeString(copied, Files.readString(seed42).replace("\"engine\" : \"reference\"",
                    "\"engine\" : \"renamed\""));
            mixed = Cli.run("report", "--sf", "0.001", "--output", folder.toString());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        assertThat(mixed.exit).isEqualTo(2);
        assertThat(mixed.err.strip()).startsWith("bench: these results are of different datasets: ")
                .contains("(seed 42, scale factor 0.001, sha256:", "(seed 7, scale factor 0.001, sha256:")
                .endsWith("report one run with --run ID, or draw each dataset apart with --allow-mixed");

        Cli apart = Cli.run("report", "--sf", "0.001", "--output", folder.toString(), "--allow-mixed");
        assertThat(apart.exit).as(apart.err).isZero();
        // A set of tables each, told apart by their content's hash, on one page.
        assertThat(apart.out.lines().filter(line -> line.startsWith("== Dataset the generated graph, scale factor"
                + " 0.001 (sha256:"))).hasSize(2);
        try {
            assertThat(Files.readString(folder.resolve("report-sf0.001.html")).split("<section class=\"dataset\"", -1))
                    .hasSize(3);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void aBadEngineSettingFailsBeforeAnyEngineStarts() {
        Cli url = run(Map.of("BENCH_POSTGRES_URL", "postgres://127.0.0.1/bench", "BENCH_POSTGRES_PASSWORD", "s3cret"),
                "--engines", "postgres");
        assertThat(url.exit).isEqualTo(2);
        assertThat(url.err.strip()).isEqualTo("bench: BENCH_POSTGRES_URL must be a URL like"
                + " jdbc:postgresql://host:5432/database, got 'postgres://127.0.0.1/bench'");

        Cli pool = run(Map.of("BENCH_POSTGRES_POOL_SIZE", "0"), "--engines", "postgres");
        assertThat(pool.exit).isEqualTo(2);
        assertThat(pool.err.strip()).isEqualTo("bench: BENCH_POSTGRES_POOL_SIZE must be a whole number from 1 to 10000,"
                + " got '0'");

        Cli bolt = run(Map.of("BENCH_NEO4J_URI", "http://127.0.0.1:7474"));
        assertThat(bolt.exit).isEqualTo(2);
        assertThat(bolt.err.strip()).startsWith("bench: BENCH_NEO4J_URI must be a bolt:// or neo4j:// URI");

        assertThat(runs()).as("no run began").isEmpty();
    }

    @Test
    void anHtmlPathThatCannotBeWrittenOrAnEmptyEngineNameFailsBeforeAnythingRuns() throws IOException {
        Path file = Files.writeString(folder.resolve("a-file"), "not a folder");
        Cli html = run(Map.of(), "--engines", "reference", "--html", file.resolve("report.html").toString());
        assertThat(html.exit).isEqualTo(2);
        assertThat(html.err.strip()).startsWith("bench: --html: cannot write to " + file).doesNotContain("\n");

        Cli comma = run(Map.of(), "--engines", ",");
        assertThat(comma.exit).isEqualTo(2);
        assertThat(comma.err.strip()).isEqualTo("bench: --engines has an empty item in ','; separate the items with"
                + " single commas, such as a,b");
        assertThat(runs()).as("no run began").isEmpty();
    }

    @Test
    void theHintToReportAgainQuotesAFolderThatNeedsIt() {
        Path spaced = folder.resolve("my results");

        Cli run = Cli.run("run", "--output", spaced.toString(), "--engines", "reference", "--sf", "0.001", "--calls", "2",
                "--warmup", "1", "--warmup-seconds", "0", "--settle-seconds", "0", "--phases", "load,graph");

        assertThat(run.exit).isZero();
        assertThat(run.out).contains("--output '" + spaced + "'");
    }

    @Test
    void twoRunsIntoOneFolderAtOnceEachKeepTheirOwnFiles() throws Exception {
        List<String> args = new ArrayList<>(List.of("run", "--output", folder.toString(), "--engines", "reference"));
        args.addAll(quick());
        ExecutorService both = Executors.newFixedThreadPool(2);
        try {
            Future<Cli> one = both.submit(() -> Cli.run(args.toArray(String[]::new)));
            Future<Cli> other = both.submit(() -> Cli.run(args.toArray(String[]::new)));
            Cli first = one.get(2, TimeUnit.MINUTES);
            Cli second = other.get(2, TimeUnit.MINUTES);
            assertThat(first.exit).as(first.err).isZero();
            assertThat(second.exit).as(second.err).isZero();
        } finally {
            both.shutdownNow();
        }

        assertThat(runs()).hasSize(2);
        for (String run : runs()) {
            Path file = ResultsFolder.at(folder).folderOf(run).resolve("reference-sf0.001.json");
            assertThat(BuiltInResults.read(file).workloads()).hasSize(7)
                    .allSatisfy(workload -> assertThat(workload.status()).isEqualTo(Status.OK));
            try (Stream<Path> files = Files.list(file.getParent())) {
                assertThat(files.map(path -> path.getFileName().toString())).noneMatch(name -> name.endsWith(".tmp"));
            }
        }
    }
}
