package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.results.Status;
import dev.graphbench.workloads.Workloads;
import dev.graphbench.workloads.objects.ObjectWorkloads;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The commands, run as a user runs them, against engines that need no set-up. */
class CommandsTest {

    @TempDir
    Path folder;

    @Test
    void helpListsTheCommandsAndTheExitCodes() {
        Cli cli = Cli.run("--help");
        assertThat(cli.exit).isZero();
        assertThat(cli.out).contains("run", "report", "engines", "queries", "datagen", "validate", "--plugins", "--verbose")
                .contains("Exit codes:", "0  everything asked for was measured", "2  bad input", "3  something asked for",
                        "4  an engine's answers differ");
        Cli none = Cli.run();
        assertThat(none.exit).isEqualTo(2);
        assertThat(none.out).contains("Usage: bench");
        Cli runHelp = Cli.run("run", "--help");
        assertThat(runHelp.exit).isZero();
        assertThat(runHelp.out).contains("--sf", "--engines", "--phases", "--calls", "--warmup", "--output", "--answers",
                "--threads", "--duration", "--sweep", "--hops-people");
        Cli validateHelp = Cli.run("validate", "--help");
        assertThat(validateHelp.exit).isZero();
        assertThat(validateHelp.out).contains("--engines", "--answers", "--output", "--call-timeout")
                .doesNotContainPattern("(?m)^ +--(sf|phases)\\b");
    }

    @Test
    void runPrintsTheTablesAndReportPrintsThemAgainEachEndingWithTheHtmlReport() throws IOException {
        Cli run = Cli.run("run", "--engines", "reference", "--sf", "0.002", "--calls", "5", "--warmup", "1", "--warmup-seconds", "0", "--settle-seconds", "0",
                "--threads", "2", "--duration", "1", "--sweep", "1,2", "--hops-people", "5", "--output", folder.toString());
        assertThat(run.exit).as(run.err).isZero();
        assertThat(run.out).contains("Loading the graph", "Traversals written by hand", "The whole graph",
                "2 hops: who the people I follow follow, distinct", "Reference (ms)", "Two threads at once",
                "Reference (calls/s, median ms)", "Thread sweep", "Reference (calls/s, speedup)",
                "Hops: time by paths counted", "Hops: cost of a call and of each path");
        Path runFolder = ResultsFolder.at(folder).latestRun().orElseThrow();
        String id = runFolder.getFileName().toString();
        assertThat(id).matches("\\d{8}-\\d{6}-[0-9a-f]{6}");
        assertThat(run.out).contains("Results of run " + id + ": " + runFolder + "\nPrint them again with: bench report"
                + " --sf 0.002 --run " + id + " --output " + folder + "\n");
        // One line per phase for what the engine does not run, every id in one column, a concurrent workload on one
        // line: the reference answers each object store read's hand-written twin, between the reads it cannot run,
        // and the reads it cannot run are named once the phase's measured lines are out.
        List<String> expected = new ArrayList<>();
        expected.add("[reference] read: unsupported (" + ObjectWorkloads.reads().size() + "): " + String.join(", ",
                ObjectWorkloads.reads().stream().map(read -> read.id()).toList()));
        expected.add("[reference] write: unsupported (6): save-fragment, update-fragment, save-view-10, save-view-100,"
                + " save-all-fragments, save-all-views");
        expected.add("[reference] concurrent: unsupported (1): load-view");
        assertThat(run.err.lines().filter(line -> line.contains(": unsupported (")))
                .containsExactlyElementsOf(expected);
        List<String> progress = run.err.lines().toList();
        assertThat(progress.indexOf(expected.getFirst())).as("after the read phase's measured lines")
                .isGreaterThan(progress.indexOf(progress.stream().filter(line -> line.startsWith("[reference] count-"))
                        .reduce((first, last) -> last).orElseThrow()));
        assertThat(run.out.lines()).as("the console fits 120 columns").allMatch(line -> line.length() <= 120);
        assertThat(run.err.lines().filter(line -> line.startsWith("[reference] read-") || line.startsWith("[reference] count-")))
                .hasSize(ObjectWorkloads.reads().size()).allMatch(line -> line.endsWith(" calls, reference"));
        int column = "[reference] ".length() + "count-issues-by-properties".length() + 1;
        assertThat(run.err.lines().filter(line -> line.startsWith("[reference] two-hops ")))
                .hasSize(2).allSatisfy(line -> assertThat(line.charAt(column - 1)).isEqualTo(' '))
                .anySatisfy(line -> assertThat(line.substring(column)).matches("calls a second by threads 1: [0-9,]+,"
                        + " 2: [0-9,]+, reference"));
        assertThat(run.err).contains("[reference] " + String.format("%-26s", "hops") + " 20 calls");
        assertThat(runFolder.resolve("hops-reference-sf0.002.csv")).exists();
        Path html = runFolder.resolve("report-sf0.002.html");
        String htmlLine = "HTML report: " + html + "\n";
        assertThat(run.out).endsWith(htmlLine);
        String written = Files.readString(html);
        assertThat(written).startsWith("<!DOCTYPE html>").contains("<h2>Traversals written by hand</h2>",
                "2 hops: who the people I follow follow, distinct", "<svg ");

        Cli report = Cli.run("report", "--sf", "0.002", "--output", folder.toString());
        assertThat(report.exit).isZero();
        // The run's own account of where its time went follows its tables; a report of the files has only the tables.
        String tables = run.out.substring(run.out.indexOf("Scale factor"), run.out.indexOf("\nWhere the time went:"));
        Path reported = folder.resolve("report-sf0.002.html");
        assertThat(report.out).isEqualTo(tables + "\n" + "HTML report: " + reported + "\n");
        assertThat(Files.readString(reported)).as("the same results give the same page").isEqualTo(written);

        Path chosen = folder.resolve("pages/chosen.html");
        Cli markdown = Cli.run("report", "--sf", "0.002", "--output", folder.toString(), "--format", "markdown",
                "--html", chosen.toString());
        assertThat(markdown.out).contains("### Traversals written by hand", "| workload | Reference (ms) |", "|---|---:|")
                .endsWith("HTML report: " + chosen + "\n");
        assertThat(Files.readString(chosen)).isEqualTo(written);
    }

    @Test
    void engineListsEveryEngineWithItsVariables() {
        Cli cli = Cli.run("engines");
        assertThat(cli.exit).isZero();
        assertThat(cli.out).contains("reference (Reference): in-memory reference", "runs: uses the server its settings name");
        assertThat(cli.out).contains("  plans: none\n", "  plans: EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON), in a transaction"
                + " rolled back, after a run of the statement counting the bytes it received\n", "  plans: PROFILE, in a transaction rolled back\n");
    }

    @Test
    void queriesPrintsEveryEnginesStatementSideBySide() {
        Cli cli = Cli.run("queries", "two-hops", "--width", "120");
        assertThat(cli.exit).isZero();
        assertThat(cli.out).contains("== two-hops: 2 hops: who the people I follow follow, distinct (parameters: personId: the id of a Person"
                        + " (a string))", "Reference (Java)");
        assertThat(cli.out.lines().filter(line -> line.length() > 120)).isEmpty();

        Cli stacked = Cli.run("queries", "top-followed", "--stacked");
        assertThat(stacked.out).contains("-- Reference (Java)");
    }

    @Test
    void queriesPrintEachEnginesVariantsBesideItsStatement() {
        Cli cli = Cli.run("queries", "reach", "--stacked");
        assertThat(cli.exit).as(cli.err).isZero();
        // An SQL statement's own comments start as a stacked heading does: read on to its text.
        int own = cli.out.indexOf("-- PostgreSQL (SQL)\n");
        int variant = cli.out.indexOf("-- PostgreSQL (SQL, variant @function)\n");
        assertThat(own).isNotNegative();
        assertThat(variant).isGreaterThan(own);
        assertThat(cli.out.substring(own, variant)).contains("WITH RECURSIVE reached");
        assertThat(cli.out.substring(variant)).contains("SELECT bench_reach((SELECT nid FROM bench_node");
        assertThat(cli.out).doesNotContain("Reference (Java, variant");
    }

    @Test
    void queriesOfAnObjectReadPrintWhatEachObjectStoreRunsThenTheHandWrittenTwin() {
        Cli cli = Cli.run("queries", "load-path-view", "--stacked");
        assertThat(cli.exit).as(cli.err).isZero();
        String out = cli.out;
        assertThat(out).startsWith("== load-path-view: load the @GraphPath view, through the object store: "
                + "load(PersonNetwork) by id\n");
        String neo4j = section(out, "-- Neo4j (Cypher, Drivine)\n");
        assertThat(neo4j).startsWith("MATCH (person:Person)\nCALL {").contains("WHERE person.id = $id");
        assertThat(section(out, "-- PostgreSQL (SQL, compiled)\n")).startsWith("SELECT jsonb_build_object(")
                .contains("AND (n0.props ->> 'id') = ?");
        assertThat(section(out, "-- Reference (Java)\n")).isEqualTo("(no object store)\n\n");
        int twin = out.indexOf("== read-person-network: written by hand: load the @GraphPath view (parameters: personId: the id of a"
                + " Person (a string))");
        assertThat(twin).isGreaterThan(out.indexOf("(no object store)"));
        assertThat(out.substring(twin)).contains("-- Neo4j (Cypher)\n", "MATCH (person:Person {id: $personId})",
                "-- PostgreSQL (SQL)\n");

        // Wide enough that each of the six engines' columns holds Drivine's longest Cypher line unwrapped.
        Cli sideBySide = Cli.run("queries", "count-by-properties", "--width", "500");
        assertThat(sideBySide.out.lines().filter(line -> line.startsWith("FalkorDB (Cypher, Drivine)"))).singleElement()
                .asString().contains(" | Neo4j (Cypher, Drivine)", " | Oracle (SQL/PGQ, compiled)",
                        " | PostgreSQL (SQL, compiled)", " | Reference (Java)");
        assertThat(sideBySide.out).contains("WHERE n.state = $param_n_state_0 AND n.priority = $param_n_priority_1",
                "== count-issues-by-properties: written by hand");
    }

    @Test
    void queriesWithoutIdsPrintEveryQueryOnceAndEveryObjectRead() {
        Cli cli = Cli.run("queries", "--stacked");
        assertThat(cli.exit).as(cli.err).isZero();
        List<String> titles = cli.out.lines().filter(line -> line.startsWith("== "))
                .map(line -> line.substring(3, line.indexOf(':'))).toList();
        List<String> expected = new ArrayList<>();
        expected.addAll(Workloads.builtIn().queries().keySet());
        ObjectWorkloads.reads().forEach(read -> expected.add(read.id()));
        assertThat(titles).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(expected);
    }

    /** What {@code out} prints under {@code heading}, up to the next heading of either kind. */
    private static String section(String out, String heading) {
        int start = out.indexOf(heading);
        assertThat(start).as(heading).isNotNegative();
        start += heading.length();
        int end = out.length();
        for (String next : List.of("\n-- ", "\n== ")) {
            int at = out.indexOf(next, start);
            if (at >= 0) {
                end = Math.min(end, at + 1);
            }
        }
        return out.substring(start, end);
    }

    @Test
    void datagenWritesCsvAndAManifestOrTimesTheGenerator() throws IOException {
        Cli written = Cli.run("datagen", "--sf", "0.001", "--out", folder.toString());
        assertThat(written.exit).as(written.err).isZero();
        List<String> people = Files.readAllLines(folder.resolve("Person.csv"));
        assertThat(people.get(0)).isEqualTo("id,name,login");
        assertThat(people).hasSize(1 + 100);
        assertThat(Files.readAllLines(folder.resolve("FOLLOWS.csv")).get(0)).isEqualTo("src,dst");
        assertThat(Files.readString(folder.resolve("manifest.json"))).contains("\"contentHash\" : \"sha256:");

        Cli dryRun = Cli.run("datagen", "--sf", "0.001", "--dry-run");
        assertThat(dryRun.exit).isZero();
        assertThat(dryRun.out).contains("records a second on one thread, nothing written", "peak heap", "Person",
                "FOLLOWS");
    }

    @Test
    void aResultsFileIsValidJsonAfterARun() {
        Cli run = Cli.run("run", "--engines", "reference", "--sf", "0.001", "--calls", "2", "--warmup", "1", "--warmup-seconds", "0", "--settle-seconds", "0",
                "--phases", "load,graph", "--output", folder.toString());
        assertThat(run.exit).isZero();
        EngineRun written = BuiltInResults.read(ResultsFolder.at(folder).latestRun().orElseThrow().resolve("reference-sf0.001.json"));
        assertThat(written.status()).isEqualTo(Status.OK);
        assertThat(written.workloads()).hasSize(2);
    }
}
