package dev.graphbench.phases;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.PathSemantics;
import dev.graphbench.options.PhaseList;
import dev.graphbench.options.RunOption;
import dev.graphbench.runner.Benchmark;
import dev.graphbench.runner.answers.AnswersFile;
import dev.graphbench.runner.engines.EngineCatalog;
import dev.graphbench.workloads.Workloads;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An answers file read back: its header and its calls by workload; and every way a file cannot be
 * used refused in one line naming it: missing, empty, of the format before headers, of a newer format,
 * cut short, not whole, or holding a call this graph-bench cannot make.
 */
class AnswersFileTest {

    @TempDir
    Path folder;

    private final EngineCatalog catalog = EngineCatalog.discover(getClass().getClassLoader(), Map.of());
    private final Workloads workloads = catalog.workloads();
    private Path answers;
    private List<String> lines;

    @BeforeEach
    void writeTheReferencesAnswers() throws IOException {
        answers = Benchmark.builder().catalog(catalog).set(RunOption.ENGINES, List.of(EngineCatalog.REFERENCE))
                .set(RunOption.SCALE_FACTOR, 0.002).set(RunOption.CALLS, 3).set(RunOption.WARMUP, 1)
                .set(RunOption.WARMUP_SECONDS, 0.0).set(RunOption.SETTLE_SECONDS, 0.0).set(RunOption.HOPS_PEOPLE, 2)
                .set(RunOption.PHASES, PhaseList.of("load", "traverse", "hops")).set(RunOption.ANSWERS, true)
                .set(RunOption.OUTPUT, folder).build().run()
                .folder().resolve("answers-reference-sf0.002.jsonl");
        lines = Files.readAllLines(answers);
    }

    private Path written(List<String> content) throws IOException {
        return Files.write(folder.resolve("doctored.jsonl"), content);
    }

    private void refused(Path file, String message) {
        assertThatThrownBy(() -> AnswersFile.read(file, workloads)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage(message).message().doesNotContain("\n");
    }

    @Test
    void aWholeFileReadsAsItsHeaderAndItsCallsByWorkload() {
        AnswersFile file = AnswersFile.read(answers, workloads);

        assertThat(file.header().engine()).isEqualTo("reference");
        assertThat(file.header().paths()).isEqualTo(PathSemantics.WALK);
        assertThat(file.workloads()).extracting(calls -> calls.phase() + " " + calls.workload().id()).containsExactly(
                "traverse one-hop", "traverse two-hops", "traverse three-hops", "traverse dependencies",
                "traverse org-topics", "traverse repo-commenters", "traverse followed-repos", "hops hops");
        assertThat(file.calls()).isEqualTo(7 * 3 + 2 * 4);
        AnswersFile.Call hops = file.workloads().getLast().calls().getLast();
        assertThat(hops.arguments()).containsOnlyKeys("personId", "hops").containsEntry("hops", 4);
        assertThat(hops.answers()).containsOnlyKeys(PathSemantics.WALK, PathSemantics.TRAIL);
        assertThat(hops.line()).isEqualTo(lines.size() - 1);
    }

    @Test
    void aMissingOrEmptyFileIsNamed() throws IOException {
        refused(folder.resolve("none.jsonl"), "no answers file " + folder.resolve("none.jsonl")
                + "; write one with: bench run --answers");
        Path empty = written(List.of());
        refused(empty, "answers file " + empty + " is empty; write it again with: bench run --answers");
    }

    @Test
    void aFileCutShortIsTruncatedWhereverItWasCut() throws IOException {
        Path withoutItsLastLine = written(lines.subList(0, lines.size() - 1));
        refused(withoutItsLastLine, "answers file " + withoutItsLastLine + " is truncated: it ends at line "
                + (lines.size() - 1) + " without the last line that closes a whole file ({\"end\":true,...}), so the run"
                + " that wrote it did not finish it; write it again with: bench run --answers");

        String text = Files.readString(answers);
        Path midLine = Files.writeString(folder.resolve("doctored.jsonl"), text.substring(0, text.length() / 2),
                StandardCharsets.UTF_8);
        assertThatThrownBy(() -> AnswersFile.read(midLine, workloads)).hasMessageContaining(" is truncated: it ends at line ");

        List<String> lessOne = new ArrayList<>(lines);
        lessOne.remove(3);
        Path notWhole = written(lessOne);
        refused(notWhole, "answers file " + notWhole + " is not whole: its last line counts " + (lines.size() - 2)
                + " calls, and it holds " + (lines.size() - 3) + "; write it again with: bench run --answers");
    }

    @Test
    void aFileOfTheFormatBeforeHeadersOrOfANewerOneIsRefusedSayingWhy() throws IOException {
        Path headerless = written(lines.subList(1, lines.size() - 1).stream()
                .map(line -> line.replaceFirst("\"phase\":\"[a-z]+\",", "")).toList());
        refused(headerless, "answers file " + headerless + " was written before answers files said which graph they are"
                + " of (it has no first line naming its dataset), so no engine can be validated against it; write it"
                + " again with: bench run --answers");

        List<String> newer = new ArrayList<>(lines);
        newer.set(0, newer.getFirst().replace("\"formatVersion\":2", "\"formatVersion\":3"));
        Path fromTheFuture = written(newer);
        refused(fromTheFuture, "answers file " + fromTheFuture + " is of format 3, written by a newer graph-bench; this"
                + " one reads format 2 and earlier");

        Path results = written(List.of("{\"formatVersion\": 2, \"provenance\": {}}"));
        refused(results, "answers file " + results + " is not an answers file: its first line does not say"
                + " \"format\":\"graph-bench answers\"");
    }

    @Test
    void aCallThisGraphBenchCannotMakeIsNamedWithItsLine() throws IOException {
        List<String> unknown = new ArrayList<>(lines);
        unknown.set(1, unknown.get(1).replace("\"workload\":\"one-hop\"", "\"workload\":\"five-hops\""));
        Path file = written(unknown);
        // The version of graph-bench that wrote the file: dev from classes, the project's own from its jars.
        String writer = AnswersFile.read(answers, workloads).header().harnessVersion();
        refused(file, "answers file " + file + " line 2: the traverse phase of this graph-bench has no workload"
                + " 'five-hops' (the file was written by graph-bench " + writer + ")");

        List<String> badArgument = new ArrayList<>(lines);
        badArgument.set(1, badArgument.get(1).replaceFirst("\"personId\":\"p[0-9]+\"", "\"personId\":7"));
        file = written(badArgument);
        refused(file, "answers file " + file + " line 2: one-hop: personId must be the id of a Person (a string), got"
                + " Integer 7");

        // What a write writes is deleted afterwards: a key naming a node of the graph would delete it.
        List<String> write = new ArrayList<>(lines);
        write.set(1, "{\"phase\":\"write\",\"workload\":\"save-fragment\",\"call\":0,\"arguments\":{\"key\":\"i1\"},"
                + "\"answer\":null}");
        file = written(write);
        refused(file, "answers file " + file + " line 2: save-fragment takes one key starting w-, got {key=i1}");
    }
}
