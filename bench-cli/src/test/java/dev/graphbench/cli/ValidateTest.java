package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.phases.load.LoadResult;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.RawPhaseResult;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.runner.answers.AnswersFile;
import dev.graphbench.runner.answers.ValidationSummary.Outcome;
import dev.graphbench.runner.answers.ValidationSummary;
import dev.graphbench.workloads.Workloads;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bench validate}: PostgreSQL checked against answers files written by earlier runs, the
 * reference's and its own, without the reference engine running; a doctored file's difference named
 * with its call; and every file that cannot be used refused in one line before any engine starts.
 */
class ValidateTest {

    private static final String[] QUICK = {"--sf", "0.001", "--calls", "5", "--warmup", "2", "--warmup-seconds", "0",
        "--settle-seconds", "0", "--threads", "2", "--duration", "1", "--sweep", "1,2", "--hops-people", "3"};

    @TempDir
    Path folder;

    private Path results() {
        return folder.resolve("results");
    }

    /** Runs {@code engines} with --answers over {@code phases}; returns the run's folder. */
    private Path runWithAnswers(String engines, String phases) {
        List<String> args = new ArrayList<>(List.of("run", "--engines", engines, "--answers", "--phases", phases,
                "--output", results().toString()));
        args.addAll(List.of(QUICK));
        Cli run = Cli.run(args.toArray(String[]::new));
        assertThat(run.exit).as(run.err).isZero();
        return ResultsFolder.at(results()).latestRun().orElseThrow();
    }

    private Cli validate(String engines, Path answers) {
        return Cli.run("validate", "--engines", engines, "--answers", answers.toString(), "--output", results().toString());
    }

    /** The summary of {@code engine} in the validation {@code cli} printed the folder of. */
    private static ValidationSummary summary(Cli cli, String engine) throws IOException {
        String folder = cli.out.lines().filter(line -> line.startsWith("Validation 2")).findFirst().orElseThrow()
                .replaceFirst("^Validation \\S+: (.*) \\(each engine's verdicts.*$", "$1");
        return ResultsFiles.mapper().readValue(Path.of(folder).resolve("validation-" + engine + ".json").toFile(),
                ValidationSummary.class);
    }

    private static void oneLine(Cli cli, String expected) {
        assertThat(cli.exit).as(cli.err).isEqualTo(2);
        assertThat(cli.err.strip()).doesNotContain("\n").doesNotContain("\tat ").isEqualTo("bench: " + expected);
    }

    @Test
    void postgresAgreesWithTheReferencesAnswersAndWithItsOwnThroughTheObjectStore() throws IOException {
        // One run writes both files: PostgreSQL's, of every phase, and the reference's, of those it answers.
        Path run = runWithAnswers("postgres", "load,read,traverse,graph,write,concurrent,hops");
        // In that run the reference judged every answer of PostgreSQL's: each read against its own answer to the
        // call (an object store read against its twin's), each write against what it was asked to write.
        EngineRun judged = BuiltInResults.read(run.resolve("postgres-sf0.001.json"));
        assertThat(judged.workloads()).extracting(WorkloadResult::phase).contains("read", "write");
        assertThat(judged.workloads()).allSatisfy(workload -> assertThat(workload.agreement())
                .as(workload.id() + ": " + workload.reason()).isEqualTo(new Agreement(Agreement.Verdict.AGREES, "reference",
                        null, "5 calls compared" + (workload.phase().equals("write")
                                ? " with what each write was asked to write" : ""), 5)));
        assertThat(BuiltInResults.concurrency(judged)).allSatisfy(concurrent -> assertThat(concurrent.agreement().verdict())
                .as(concurrent.id()).isEqualTo(Agreement.Verdict.AGREES));

        Cli againstReference = validate("postgres", run.resolve("answers-reference-sf0.001.jsonl"));

        assertThat(againstReference.exit).as(againstReference.err).isZero();
        assertThat(againstReference.out).contains("Validation of postgres against "
                + run.resolve("answers-reference-sf0.001.jsonl") + " (answers of reference, graph-bench ")
                .containsPattern("traverse +one-hop +5 calls  agrees").containsPattern("hops +hops +12 calls  agrees")
                .containsPattern("concurrent +two-hops +4 calls  agrees").doesNotContain("DIFFERS");
        ValidationSummary summary = summary(againstReference, "postgres");
        assertThat(summary.workloads()).isNotEmpty().allMatch(verdict -> verdict.outcome() == Outcome.AGREES);
        assertThat(((RawPhaseResult) summary.load()).as(LoadResult.class).status()).hasToString("OK");

        Cli againstItself = validate("postgres", run.resolve("answers-postgres-sf0.001.jsonl"));

        assertThat(againstItself.exit).as(againstItself.err).isZero();
        ValidationSummary own = summary(againstItself, "postgres");
        assertThat(own.workloads()).extracting(verdict -> verdict.phase()).contains("read", "write", "concurrent");
        assertThat(own.workloads()).allMatch(verdict -> verdict.outcome() == Outcome.AGREES);
        assertThat(againstItself.out).containsPattern("write +save-view-100 +5 calls  agrees")
                .containsPattern("read +load-path-view +5 calls  agrees");
    }

    @Test
    void aDoctoredAnswerIsNamedWithItsCallItsArgumentsAndBothAnswers() throws IOException {
        Path answers = runWithAnswers("reference", "load,traverse").resolve("answers-reference-sf0.001.jsonl");
        List<String> lines = new ArrayList<>(Files.readAllLines(answers));
        AnswersFile.Call second = AnswersFile.read(answers, Workloads.builtIn()).workloads().get(1).calls().get(1);
        lines.set(second.line() - 1, lines.get(second.line() - 1).replaceFirst("\"answer\":\\[\\[\\d+\\]\\]",
                "\"answer\":[[999999]]"));
        Path doctored = Files.write(folder.resolve("doctored.jsonl"), lines);

        Cli cli = validate("postgres", doctored);

        assertThat(cli.exit).as(cli.err).isEqualTo(4);
        assertThat(cli.out).containsPattern("traverse +two-hops +5 calls  DIFFERS on 1 of 5, first at call 1 \\(personId="
                + second.arguments().get("personId") + "\\): the answers file has \\[\\[999999\\]\\], postgres answered "
                + "\\Q" + second.answer() + "\\E").containsPattern("traverse +one-hop +5 calls  agrees");
        assertThat(summary(cli, "postgres").workloads().get(1).firstDifferingCall()).isEqualTo(1);
    }

    @Test
    void aFileThatCannotBeUsedIsRefusedInOneLineBeforeAnyEngineStarts() throws IOException {
        Path run = runWithAnswers("reference", "load,graph");
        Path answers = run.resolve("answers-reference-sf0.001.jsonl");
        List<String> lines = Files.readAllLines(answers);

        Path missing = folder.resolve("missing.jsonl");
        oneLine(validate("postgres", missing), "no answers file " + missing + "; write one with: bench run --answers");

        Path truncated = Files.write(folder.resolve("truncated.jsonl"), lines.subList(0, lines.size() - 3));
        oneLine(validate("postgres", truncated), "answers file " + truncated + " is truncated: it ends at line "
                + (lines.size() - 3) + " without the last line that closes a whole file ({\"end\":true,...}), so the run"
                + " that wrote it did not finish it; write it again with: bench run --answers");

        List<String> otherGraph = new ArrayList<>(lines);
        otherGraph.set(0, lines.getFirst().replaceFirst("\"datasetHash\":\"[^\"]*\"", "\"datasetHash\":\"sha256:0ther\""));
        Path another = Files.write(folder.resolve("another.jsonl"), otherGraph);
        Cli ofAnother = validate("postgres", another);
        assertThat(ofAnother.exit).isEqualTo(2);
        assertThat(ofAnother.err.strip()).doesNotContain("\n").startsWith("bench: answers file " + another + " is of"
                + " another dataset than the one this graph-bench generates for scale factor 0.001 and seed 42 (the"
                + " file's is sha256:0ther, this one's sha256:").endsWith("write it again with this graph-bench: bench run"
                + " --sf 0.001 --seed 42 --answers");

        Path headerless = Files.write(folder.resolve("headerless.jsonl"), lines.subList(1, lines.size() - 1));
        oneLine(validate("postgres", headerless), "answers file " + headerless + " was written before answers files said"
                + " which graph they are of (it has no first line naming its dataset), so no engine can be validated"
                + " against it; write it again with: bench run --answers");

        oneLine(Cli.run("validate", "--answers", answers.toString()), "name the engines to validate with --engines (see"
                + " bench engines)");
        oneLine(Cli.run("validate", "--engines", "postgres"), "name the answers file to validate against with --answers"
                + " FILE (bench run --answers writes one)");
        // Nothing ran: the run that wrote the file is the only one in the results folder, as it was.
        assertThat(ResultsFolder.at(results()).runs()).containsExactly(run.getFileName().toString());
    }
}
