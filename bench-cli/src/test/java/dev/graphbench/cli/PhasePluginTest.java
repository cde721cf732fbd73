package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.ApiVersion;
import com.example.phase.CountsPhase;
import dev.graphbench.cli.plugins.PluginJar;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.PhaseTypes;
import dev.graphbench.results.RawPhaseResult;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.results.Status;
import dev.graphbench.runner.phase.Phase;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A phase from a plugin jar, as a third party ships one ({@link CountsPhase}): it runs on a real engine, the
 * reference, between graph-bench's own phases, with nothing in the runner, the results file, the listener or the
 * report knowing it; its typed result survives a write and a read of the results file, and its table reaches every
 * format: the console, Markdown, HTML, CSV, OpenMetrics and JSON Lines. Without the plugin, a report says in one
 * line that its tables need it.
 */
class PhasePluginTest {

    @TempDir
    Path folder;

    private Path plugins;
    private Path results;

    @BeforeEach
    void writeThePlugin() throws IOException {
        plugins = Files.createDirectories(folder.resolve("plugins"));
        results = folder.resolve("results");
        PluginJar.write(plugins.resolve("counts.jar"), List.of(CountsPhase.class), Phase.class,
                List.of(CountsPhase.class.getName()),
                Map.of(ApiVersion.MANIFEST_ATTRIBUTE, String.valueOf(ApiVersion.CURRENT)));
    }

    private Cli bench(String... args) {
        String[] all = new String[args.length + 2];
        all[0] = "--plugins";
        all[1] = plugins.toString();
        System.arraycopy(args, 0, all, 2, args.length);
        return Cli.run(all);
    }

    private Cli run() {
        Cli run = bench("run", "--engines", "reference", "--sf", "0.001", "--calls", "3", "--warmup", "1",
                "--warmup-seconds", "0", "--settle-seconds", "0", "--phases", "load,traverse,counts",
                "--output", results.toString());
        assertThat(run.exit).as(run.err).isZero();
        return run;
    }

    private Path resultsFile() {
        return ResultsFolder.at(results).latestRun().orElseThrow().resolve(ResultsFiles.fileName("reference", 0.001));
    }

    /** What the plugin's phase measured on the reference, read back from the results file as its own type. */
    private CountsPhase.Counts counted() throws IOException {
        PhaseTypes types = new PhaseTypes(Map.of(CountsPhase.ID, CountsPhase.Counts.class));
        return ResultsFiles.read(resultsFile(), types).phase(CountsPhase.ID, CountsPhase.Counts.class);
    }

    /** A whole number as the tables a person reads write it. */
    private static String shown(long number) {
        return String.format(Locale.ROOT, "%,d", number);
    }

    @Test
    void itsTableIsOnTheConsoleAfterTheBuiltInPhasesAndItsResultIsTold() throws IOException {
        Cli run = run();
        CountsPhase.Counts counts = counted();

        assertThat(run.err).contains("[reference] counts ").contains(shown(counts.nodes()) + " nodes, "
                + shown(counts.relationships()) + " relationships, a count in");
        assertThat(run.out).contains(CountsPhase.TITLE, "a count (ms)", "a plugin's phase");
        String table = run.out.substring(run.out.indexOf(CountsPhase.TITLE));
        assertThat(table).as("its row of nodes, the reference's count in it")
                .containsPattern("(?m)^\\s*nodes\\s+" + Pattern.quote(shown(counts.nodes())) + "\\s*$")
                .containsPattern("(?m)^\\s*relationships\\s+" + Pattern.quote(shown(counts.relationships())) + "\\s*$");
        assertThat(run.out.indexOf(CountsPhase.TITLE)).as("after the traversals' table")
                .isGreaterThan(run.out.indexOf("Traversals written by hand"));
        assertThat(run.out).doesNotContain("need the plugin");
    }

    @Test
    void itsTypedResultSurvivesAWriteAndARead() throws IOException {
        run();
        EngineRun written = ResultsFiles.read(resultsFile());
        assertThat(written.phases()).containsKeys("load", "traverse", CountsPhase.ID);
        assertThat(written.phases().get(CountsPhase.ID)).isInstanceOf(RawPhaseResult.class);

        PhaseTypes types = new PhaseTypes(Map.of(CountsPhase.ID, CountsPhase.Counts.class));
        CountsPhase.Counts counts = counted();
        assertThat(counts.status()).isEqualTo(Status.OK);
        assertThat(counts.calls()).isEqualTo(5);
        assertThat(counts.nodes()).isEqualTo(BuiltInResults.load(BuiltInResults.read(resultsFile())).nodes()).isPositive();

        Path again = folder.resolve("again.json");
        ResultsFiles.write(ResultsFiles.read(resultsFile(), types), again);
        assertThat(ResultsFiles.read(again, types).phase(CountsPhase.ID, CountsPhase.Counts.class)).isEqualTo(counts);
        assertThat(Files.readString(again)).isEqualTo(Files.readString(resultsFile()));
    }

    @Test
    void itsTableReachesEveryFormat() throws IOException {
        run();
        CountsPhase.Counts counts = counted();
        assertThat(counts.nodes()).as("a graph was counted").isPositive();
        String nodes = shown(counts.nodes());

        Cli markdown = bench("report", "--output", results.toString(), "--format", "markdown");
        assertThat(markdown.exit).as(markdown.err).isZero();
        assertThat(markdown.out).contains("### " + CountsPhase.TITLE + "\n", "| a count (ms) |",
                "| nodes | " + nodes + " |", "| relationships | " + shown(counts.relationships()) + " |");

        assertThat(Files.readString(results.resolve("report-sf0.001.html"))).contains(CountsPhase.TITLE,
                "a count (ms)").containsPattern("<th scope=\"row\">nodes</th>\\s*<td class=\"num\">"
                        + Pattern.quote(nodes) + "</td>");

        Path csv = folder.resolve("csv");
        Cli files = bench("report", "--output", results.toString(), "--format", "csv", "--to", csv.toString());
        assertThat(files.exit).as(files.err).isZero();
        assertThat(Files.readAllLines(csv.resolve("report-sf0.001-" + CountsPhase.ID + ".csv")))
                .startsWith("engine,workload,status,nodes,relationships,median_ms,calls,run")
                .anySatisfy(line -> assertThat(line).startsWith("reference,counts,ok," + counts.nodes() + ","
                        + counts.relationships() + ",").contains("," + CountsPhase.CALLS + ","));

        Cli metrics = bench("report", "--output", results.toString(), "--format", "openmetrics");
        assertThat(metrics.exit).as(metrics.err).isZero();
        assertThat(metrics.out).contains("# TYPE graphbench_counted_nodes gauge",
                        "# HELP graphbench_counted_nodes Nodes the engine counted",
                        "# UNIT graphbench_count_seconds seconds")
                .containsPattern("(?m)^graphbench_counted_nodes\\{engine=\"reference\",workload=\"counts\","
                        + "phase=\"counts\"[^}]*} " + counts.nodes() + "$");

        Cli lines = bench("report", "--output", results.toString(), "--format", "jsonl");
        assertThat(lines.exit).as(lines.err).isZero();
        assertThat(lines.out).containsPattern("\\{\"dataset\":\"sf0.001\",\"engine\":\"reference\",\"workload\":\"counts\"")
                .containsPattern("\"nodes\":" + counts.nodes() + "\\b");
    }

    @Test
    void withoutThePluginAReportSaysItsTablesNeedIt() {
        run();

        Cli report = Cli.run("report", "--output", results.toString());

        assertThat(report.exit).as(report.err).isZero();
        assertThat(report.out).contains("Traversals written by hand").doesNotContain(CountsPhase.TITLE)
                .contains("The phase 'counts' of reference has no tables here: no phase installed reads it; its tables"
                        + " need the plugin that measured it.");
    }
}
