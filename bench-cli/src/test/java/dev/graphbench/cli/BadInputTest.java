package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every mistake a user can make gets one line saying what was wrong, and exit code 2. */
class BadInputTest {

    @TempDir
    Path folder;

    private static void assertOneLine(Cli cli, String expected) {
        assertThat(cli.exit).as(cli.err).isEqualTo(2);
        assertThat(cli.err.strip()).doesNotContain("\n").doesNotContain("\tat ").isEqualTo("bench: " + expected);
    }

    @Test
    void anUnknownEngineListsTheKnownOnes() {
        Cli cli = Cli.run("run", "--engines", "memgraph", "--output", folder.toString());
        assertThat(cli.exit).isEqualTo(2);
        assertThat(cli.err.strip()).startsWith("bench: unknown engine 'memgraph'; known engines are ").contains("reference")
                .doesNotContain("\n");
    }

    /** The errors suggest --verbose, and a user adds it after the command: it is taken there too. */
    @Test
    void verboseAfterTheCommandIsTakenAsBeforeIt() {
        Cli after = Cli.run("run", "--phases", "load,warmup", "--verbose");
        Cli before = Cli.run("--verbose", "run", "--phases", "load,warmup");

        assertThat(after.exit).isEqualTo(2);
        assertThat(after.err.lines().findFirst()).isEqualTo(before.err.lines().findFirst())
                .contains("bench: unknown phase 'warmup'; phases are load, indexes, read, traverse, graph, folder-reads, folder-writes, write, concurrent, hops, ladder");
        // Verbose: the stack trace follows the line, as it does with --verbose before the command.
        assertThat(after.err).contains("\tat ");
        assertThat(before.err).contains("\tat ");
    }

    /** Before any engine starts: no server is sized past the machine and then refuses its settings. */
    @Test
    void aMemoryBudgetAboveThisMachinesMemoryIsOneLineBeforeAnythingRuns() {
        Cli cli = Cli.run("run", "--memory-budget", "99t", "--output", folder.toString());
        assertThat(cli.err.strip()).startsWith("bench: --memory-budget must be at most this machine's memory, ")
                .endsWith(", got '99t'");
        assertOneLine(cli, cli.err.strip().substring("bench: ".length()));
        assertThat(folder).isEmptyDirectory();
    }

    /** A dataset that cannot be read is refused before the run begins, and leaves no output folder behind. */
    @Test
    void aBadDatasetLeavesNoOutputFolder() throws IOException {
        Path snap = Files.writeString(folder.resolve("bad.txt"), "1 2\n2 x\n");
        Path output = folder.resolve("results");
        Cli cli = Cli.run("run", "--dataset", "snap:" + snap, "--output", output.toString());
        assertThat(cli.exit).isEqualTo(2);
        assertThat(cli.err.strip()).startsWith("bench: snap:" + snap + " line 2 is not two whole numbers");
        assertThat(output).doesNotExist();
    }

    /**
     * Every kind of dataset that cannot be read (a folder given to snap:, a file that is not there, a kind graph-bench
     * does not know, a scale out of range, a CSV folder that is not there) is one line saying what was wrong and what
     * to give instead, exit 2, and leaves no output folder behind, not even an empty one.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "snap:{folder}            | snap:{folder} is a folder; give the path of a SNAP edge list file in it, plain or .gz",
        "snap:{folder}/none.txt   | snap:{folder}/none.txt: no such file; give the path of a SNAP edge list, plain or .gz",
        "graph500:20              | --dataset must be generated, snap:FILE, csv:DIR or kronecker:SCALE, got 'graph500:20'",
        "kronecker:99             | kronecker:99: the scale must be from 1 to ",
        "csv:{folder}/none        | csv:{folder}/none: no such folder; give a folder of CSV files"})
    void aDatasetThatCannotBeReadIsOneLineAndLeavesNoOutputFolder(String dataset, String message) {
        String given = dataset.replace("{folder}", folder.toString());
        Path output = folder.resolve("results");
        Cli cli = Cli.run("run", "--engines", "reference", "--dataset", given, "--output", output.toString());
        assertThat(cli.exit).as(cli.err).isEqualTo(2);
        assertThat(cli.err.strip()).startsWith("bench: " + message.replace("{folder}", folder.toString()))
                .doesNotContain("\n").doesNotContain("\tat ");
        assertThat(output).as("the output folder of a run that never began").doesNotExist();
    }

    /** {@code --rate auto} is the concurrent phase's search: without that phase it would be ignored, said nowhere. */
    @Test
    void aRateSearchWithoutTheConcurrentPhaseIsAUsageError() {
        assertOneLine(Cli.run("run", "--rate", "auto", "--phases", "load,traverse", "--output", folder.toString()),
                "--rate is measured by the concurrent phase, which --phases load,traverse leaves out; add concurrent"
                        + " to --phases, or leave --rate out");
        assertThat(folder).isEmptyDirectory();
    }

    @Test
    void anUnknownPhaseListsThePhases() {
        assertOneLine(Cli.run("run", "--phases", "load,warmup"),
                "unknown phase 'warmup'; phases are load, indexes, read, traverse, graph, folder-reads, folder-writes, write, concurrent, hops, ladder");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "abc  | --sf must be a number such as 0.1 or 1, got 'abc'",
        "0    | --sf must be above 0, got '0'",
        "-1   | --sf must be above 0, got '-1'",
        "NaN  | --sf must be above 0, got 'NaN'",
        "5000 | --sf must be at most 100 (scale factor 1 is 1.1 million nodes), got '5000'"})
    void aScaleFactorThatIsNotOneIsRefused(String sf, String message) {
        assertOneLine(Cli.run("run", "--sf", sf), message);
    }

    @Test
    void callsAndWarmupBelowOneAreRefused() {
        assertOneLine(Cli.run("run", "--calls", "0"), "--calls must be at least 1, got '0'");
        assertOneLine(Cli.run("run", "--warmup", "-3"), "--warmup must be at least 1, got '-3'");
        assertOneLine(Cli.run("run", "--calls", "many"), "--calls must be a whole number, got 'many'");
        assertOneLine(Cli.run("run", "--warmup-seconds", "-1"), "--warmup-seconds must be 0 seconds or more, got '-1'");
        assertOneLine(Cli.run("run", "--settle-seconds", "soon"), "--settle-seconds must be a number of seconds, got 'soon'");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--threads     | 0     | --threads must be from 1 to 256, got '0'",
        "--threads     | 257   | --threads must be from 1 to 256, got '257'",
        "--threads     | eight | --threads must be a whole number, got 'eight'",
        "--duration    | 0.5   | --duration must be at least 1 second, got '0.5'",
        "--duration    | -1    | --duration must be at least 1 second, got '-1'",
        "--duration    | soon  | --duration must be a number of seconds, got 'soon'",
        "--sweep       | 1,300 | --sweep must be from 1 to 256, got '300'",
        "--sweep       | ','   | --sweep has an empty item in ','; separate the items with single commas, such as a,b",
        "--sweep       | 1,x   | --sweep must be a whole number, got 'x'",
        "--hops-people | 0     | --hops-people must be from 1 to 10000, got '0'"})
    void concurrencyAndHopsSettingsOutOfRangeAreRefused(String option, String value, String message) {
        assertOneLine(Cli.run("run", option, value), message);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--rate     | fast       | --rate must be calls a second such as 500 or 500,1000,2000, or auto, got 'fast'",
        "--rate     | 500,0      | --rate must be above 0 and at most 1000000 calls a second, got '0'",
        "--rate     | 2000000    | --rate must be above 0 and at most 1000000 calls a second, got '2000000'",
        "--slo      | 10         | --slo must be a time with its unit, such as 10ms, 500us or 1s, got '10'",
        "--slo      | 0ms        | --slo must be above 0, got '0ms'",
        "--arrivals | gamma      | --arrivals must be uniform or poisson, got 'gamma'",
        "--client   | 3/2        | --client must be K/N, this client's number K from 1 to the number of clients N, such as"
            + " 1/2 and 2/2, got '3/2'",
        "--client   | half       | --client must be K/N, this client's number K from 1 to the number of clients N, such as"
            + " 1/2 and 2/2, got 'half'",
        "--start-at | noon       | --start-at must be an ISO time such as 2026-12-02T06:30:00Z or epoch milliseconds, got"
            + " 'noon'",
        "--mix      | load-view=eighty | --mix must be workload=weight items with whole weights above 0, such as"
            + " load-view=80,save-fragment=15,two-hops=5 (or default), got 'load-view=eighty' in 'load-view=eighty'",
        "--mix      | load-view=80;two-hops=5 | --mix must be workload=weight items with whole weights above 0, such as"
            + " load-view=80,save-fragment=15,two-hops=5 (or default), got 'load-view=80;two-hops=5' in"
            + " 'load-view=80;two-hops=5'",
        "--mix      | load-view=0 | --mix must be workload=weight items with whole weights above 0, such as"
            + " load-view=80,save-fragment=15,two-hops=5 (or default), got 'load-view=0' in 'load-view=0'",
        "--mix      | two-hops=1,two-hops=2 | --mix names two-hops twice; give each workload once, with its whole weight",
        "--mix      | update-fragment=5 | --mix cannot hold update-fragment: each of its calls first writes, untimed,"
            + " what it changes, which a call on the concurrent threads cannot; a mix's writes are those that write"
            + " new objects, such as save-fragment"})
    void loadSettingsThatDoNotParseAreRefused(String option, String value, String message) {
        assertOneLine(Cli.run("run", option, value), message);
    }

    @Test
    void aClientOfSeveralMeasuresTheConcurrentPhaseAloneAtAnAgreedTime() {
        Cli noStart = Cli.run("run", "--client", "1/2", "--phases", "concurrent", "--output", folder.toString());
        assertThat(noStart.exit).isEqualTo(2);
        assertThat(noStart.err.strip()).startsWith("bench: --client 1/2 needs --start-at, the time every client's first"
                + " concurrent window opens, such as ").doesNotContain("\n");
        assertOneLine(Cli.run("run", "--client", "2/2", "--start-at", "2026-12-02T06:30:00Z", "--output", folder.toString()),
                "--client 2/2 runs the concurrent phase alone (--phases concurrent), on a graph loaded once beforehand"
                        + " with bench run --phases load");
        assertOneLine(Cli.run("run", "--client", "1/4", "--start-at", "2026-12-02T06:30:00Z", "--phases", "concurrent",
                "--sweep", "2,4", "--output", folder.toString()), "--client 1/4 shares each thread count among 4 clients:"
                + " --threads and every --sweep count must be at least 4, got 2");
    }

    @Test
    void aMixNamingAnUnknownWorkloadListsWhatAMixMayHold() {
        Cli cli = Cli.run("run", "--mix", "load-view=80,teleport=20");
        assertThat(cli.exit).isEqualTo(2);
        assertThat(cli.err.strip()).startsWith("bench: --mix names unknown workload 'teleport'; a mix may hold any read,"
                + " traversal or whole-graph query by its id (bench queries lists them) and the writes save-fragment, ")
                .doesNotContain("update-fragment").doesNotContain("\n");
    }

    @Test
    void aRateTheClientCannotReachIsAHeldRowWithItsReason() {
        // The mix's top-followed groups every FOLLOWS: about 4 us a call here, where one thread at 1,000,000 calls a
        // second has 1 us. Two-hops alone, on so small a graph, kept that rate once on a quiet machine.
        Cli cli = Cli.run("run", "--engines", "reference", "--sf", "0.01", "--phases", "load,concurrent", "--threads", "1",
                "--sweep", "1", "--duration", "1", "--warmup", "1", "--warmup-seconds", "0", "--settle-seconds", "0",
                "--mix", "top-followed=1", "--rate", "1000000", "--slo", "1us", "--output", folder.toString());
        assertThat(cli.exit).as(cli.err).isEqualTo(3);
        assertThat(cli.out).contains("Wider tables, in the HTML report and with --format markdown: Offered rates");
        // The offered rates are a detail table: printed with --format markdown.
        Cli markdown = Cli.run("report", "--sf", "0.01", "--output", folder.toString(), "--format", "markdown");
        assertThat(markdown.exit).as(markdown.err).isZero();
        assertThat(markdown.out).contains("### Offered rates")
                .contains("held: reference at 1,000,000 calls a second: the client sent ")
                .contains("the pool of 1 thread could not keep the schedule");
    }

    @Test
    void anOutputFolderThatCannotBeWrittenIsRefused() throws IOException {
        Path file = Files.writeString(folder.resolve("plain-file"), "x");
        Cli cli = Cli.run("run", "--engines", "reference", "--output", file.resolve("results").toString());
        assertThat(cli.exit).isEqualTo(2);
        assertThat(cli.err.strip()).startsWith("bench: --output: cannot write to " + file.resolve("results"))
                .endsWith("choose a folder you can write to").doesNotContain("\n");
    }

    @Test
    void reportWithNoResultsSaysHowToMakeThem() {
        assertOneLine(Cli.run("report", "--sf", "0.1", "--output", folder.toString()),
                "no results for scale factor 0.1 in " + folder + "; run the benchmark first: bench run --sf 0.1");
        assertOneLine(Cli.run("report", "--sf", "0.1", "--output", folder.resolve("missing").toString()),
                "no results folder " + folder.resolve("missing") + "; run the benchmark first (bench run)");
    }

    @Test
    void aCorruptResultsFileIsNamed() throws IOException {
        Path corrupt = Files.writeString(folder.resolve("postgres-sf0.1.json"), "{\"provenance\": {\"engine\": ");
        Cli cli = Cli.run("report", "--sf", "0.1", "--output", folder.toString());
        assertThat(cli.exit).isEqualTo(2);
        assertThat(cli.err.strip()).startsWith("bench: " + corrupt + " is not a readable results file (")
                .endsWith("); delete it or run the benchmark again").doesNotContain("\n");
    }

    @Test
    void anUnknownOptionOrCommandPointsAtHelp() {
        Cli unknownOption = Cli.run("run", "--sfx", "1");
        assertThat(unknownOption.exit).isEqualTo(2);
        assertThat(unknownOption.err.strip()).startsWith("bench: unknown option --sfx; the options are --engines, --dataset, --workloads, --indexes, --expected, --undirected, --sf,")
                .endsWith("(see bench --help)").doesNotContain("\n");
        Cli beforeTheCommand = Cli.run("--sfx", "run");
        assertThat(beforeTheCommand.exit).isEqualTo(2);
        assertThat(beforeTheCommand.err.strip()).isEqualTo("bench: Unknown option: --sfx (see bench --help)");
        Cli aWord = Cli.run("run", "--engines", "reference", "quickly");
        assertThat(aWord.exit).isEqualTo(2);
        assertThat(aWord.err.strip()).isEqualTo("bench: 'quickly' is no option; options are written --name value (see"
                + " --help)");
        Cli unknownQuery = Cli.run("queries", "four-hops");
        assertThat(unknownQuery.exit).isEqualTo(2);
        assertThat(unknownQuery.err.strip()).startsWith("bench: unknown query 'four-hops'; queries are one-hop, two-hops")
                .contains("count-comments; object store reads are load-fragment, load-view").endsWith(", count-all")
                .doesNotContain("\n");
        Cli oneUnknown = Cli.run("queries", "load-path-view", "load-everything");
        assertThat(oneUnknown.exit).isEqualTo(2);
        assertThat(oneUnknown.out).as("nothing printed before the bad id is found").isEmpty();
        assertThat(oneUnknown.err.strip()).startsWith("bench: unknown query 'load-everything'; queries are ")
                .doesNotContain("\n");
    }

    @Test
    void aFormatOtherThanTextOrMarkdownIsRefused() {
        assertOneLine(Cli.run("report", "--sf", "1", "--format", "html"), "--format must be text, markdown, csv, openmetrics or jsonl, got 'html'");
    }
}
