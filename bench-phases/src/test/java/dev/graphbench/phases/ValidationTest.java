package dev.graphbench.phases;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.options.PhaseList;
import dev.graphbench.options.RunOption;
import dev.graphbench.phases.FaultyEngine.Fault;
import dev.graphbench.phases.concurrent.ConcurrentPhase;
import dev.graphbench.phases.graph.GraphPhase;
import dev.graphbench.phases.hops.HopsPhase;
import dev.graphbench.phases.load.LoadPhase;
import dev.graphbench.phases.load.LoadResult;
import dev.graphbench.phases.read.ReadPhase;
import dev.graphbench.phases.traverse.TraversePhase;
import dev.graphbench.results.RawPhaseResult;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.Status;
import dev.graphbench.runner.Benchmark;
import dev.graphbench.runner.Validation;
import dev.graphbench.runner.ValidationResult;
import dev.graphbench.runner.answers.AnswersFile;
import dev.graphbench.runner.answers.ValidationSummary.Outcome;
import dev.graphbench.runner.answers.ValidationSummary.Verdict;
import dev.graphbench.runner.answers.ValidationSummary;
import dev.graphbench.runner.engines.EngineCatalog;
import dev.graphbench.workloads.core.Workload;
import dev.graphbench.workloads.objects.HandWrittenRead;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Engines validated against an answers file an earlier run wrote, without the reference engine: the
 * file's own writer agrees with it everywhere; a wrong answer is named with its call, arguments and both
 * answers; an engine counting trails is checked against the trails the reference counted; what an
 * engine does not support, or fails, is said so; and a file of another dataset is refused.
 */
class ValidationTest {

    private static final double SF = 0.002;

    @TempDir
    Path output;

    private final EngineCatalog catalog = EngineCatalog.discover(getClass().getClassLoader(), Map.of());
    private final EngineProvider reference = catalog.provider(EngineCatalog.REFERENCE);

    /** The reference's answers file of a small run of {@code phases}. */
    private Path answersOf(String... phases) {
        return Benchmark.builder().catalog(catalog).set(RunOption.ENGINES, List.of(EngineCatalog.REFERENCE))
                .set(RunOption.SCALE_FACTOR, SF).set(RunOption.CALLS, 5).set(RunOption.WARMUP, 2)
                .set(RunOption.WARMUP_SECONDS, 0.0).set(RunOption.SETTLE_SECONDS, 0.0).set(RunOption.THREADS, 2)
                .set(RunOption.DURATION, 1.0).set(RunOption.SWEEP, List.of(1, 2)).set(RunOption.HOPS_PEOPLE, 3)
                .set(RunOption.PHASES, PhaseList.of(phases)).set(RunOption.ANSWERS, true).set(RunOption.OUTPUT, output)
                .build().run().folder()
                .resolve("answers-reference-sf" + ResultsFiles.sfLabel(SF) + ".jsonl");
    }

    private Engine openReference() {
        return reference.open(Settings.resolve(reference.settings(), Map.of()));
    }

    /** {@code standIn}'s provider, opening the reference engine as {@code engine} changes it. */
    private static EngineProvider opening(StandIn standIn, Engine engine) {
        return new EngineProvider() {
            @Override
            public String name() {
                return standIn.name();
            }

            @Override
            public String displayName() {
                return standIn.displayName();
            }

            @Override
            public String description() {
                return standIn.description();
            }

            @Override
            public List<Setting> settings() {
                return List.of();
            }

            @Override
            public boolean isConfigured(Settings settings) {
                return true;
            }

            @Override
            public Dialect dialect() {
                return standIn.dialect();
            }

            @Override
            public Engine open(Settings settings) {
                return engine;
            }
        };
    }

    private ValidationSummary validate(EngineProvider provider, Path answers) {
        ValidationResult result = Validation.builder().catalog(EngineCatalog.of(List.of(provider), Map.of()))
                .set(RunOption.ENGINES, List.of(provider.name())).answers(answers).set(RunOption.OUTPUT, output).build().run();
        assertThat(result.files()).containsExactly(result.folder().resolve("validation-" + provider.name() + ".json"));
        return result.summaries().getFirst();
    }

    private ValidationSummary validate(StandIn standIn, UnaryOperator<Engine> change, Path answers) {
        return validate(opening(standIn, change.apply(openReference())), answers);
    }

    private static Verdict verdict(ValidationSummary summary, String phase, String workload) {
        return summary.workloads().stream().filter(v -> v.phase().equals(phase) && v.workload().equals(workload))
                .findFirst().orElseThrow();
    }

    @Test
    void theEngineThatWroteTheFileAgreesWithItOnEveryWorkloadOfEveryPhase() throws IOException {
        // The reference has no object store, and so no writes and of the reads only the hand-written twins: the
        // CLI's tests validate the object store on PostgreSQL.
        Path answers = answersOf(LoadPhase.ID, ReadPhase.ID, TraversePhase.ID, GraphPhase.ID, ConcurrentPhase.ID, HopsPhase.ID);

        ValidationResult result = Validation.builder().catalog(catalog)
                .set(RunOption.ENGINES, List.of(EngineCatalog.REFERENCE)).answers(answers).set(RunOption.OUTPUT, output)
                .build().run();

        ValidationSummary summary = result.summaries().getFirst();
        assertThat(summary.status()).isEqualTo(Status.OK);
        assertThat(summary.load()).isInstanceOfSatisfying(LoadResult.class,
                load -> assertThat(load.status()).isEqualTo(Status.OK));
        assertThat(summary.answers().engine()).isEqualTo(EngineCatalog.REFERENCE);
        assertThat(summary.workloads()).extracting(Verdict::phase)
                .containsOnly("read", "traverse", "graph", "concurrent", "hops")
                .contains("read", "traverse", "graph", "concurrent", "hops");
        assertThat(summary.workloads()).filteredOn(v -> v.phase().equals("read")).extracting(Verdict::workload)
                .containsExactlyElementsOf(catalog.workloads().of(ReadPhase.ID).stream()
                        .filter(HandWrittenRead.class::isInstance).map(Workload::id).toList());
        assertThat(summary.workloads()).allMatch(v -> v.outcome() == Outcome.AGREES && v.compared() == v.calls(),
                "every call agrees");
        assertThat(verdict(summary, "concurrent", "two-hops").calls()).as("2 threads, 2 warm-up calls each").isEqualTo(4);
        assertThat(verdict(summary, "hops", "hops").calls()).isEqualTo(3 * 4);
        assertThat(result.differs()).isFalse();
        assertThat(result.incomplete()).isFalse();
        // Its own answers to the same calls, beside the summary: a file of the same calls, that validates in turn.
        AnswersFile own = AnswersFile.read(result.folder().resolve("answers-reference-sf0.002.jsonl"), catalog.workloads());
        assertThat(own.calls()).isEqualTo(AnswersFile.read(answers, catalog.workloads()).calls());
        ValidationSummary written = ResultsFiles.mapper().readValue(result.files().getFirst().toFile(),
                ValidationSummary.class);
        assertThat(written).usingRecursiveComparison().ignoringFields("load").isEqualTo(summary);
        assertThat(((RawPhaseResult) written.load()).as(LoadResult.class)).isEqualTo(summary.load());
    }

    @Test
    void aWrongAnswerIsNamedWithItsCallItsArgumentsAndBothAnswers() {
        Path answers = answersOf(LoadPhase.ID, TraversePhase.ID);
        AnswersFile.Call third = AnswersFile.read(answers, catalog.workloads()).workloads().getFirst().calls().get(2);

        ValidationSummary summary = validate(StandIn.named("faulty"),
                engine -> new FaultyEngine(engine, Fault.WRONG_ANSWER, Queries.ONE_HOP, 2), answers);

        Verdict oneHop = verdict(summary, "traverse", "one-hop");
        assertThat(oneHop.outcome()).isEqualTo(Outcome.DIFFERS);
        assertThat(oneHop.firstDifferingCall()).isEqualTo(2);
        assertThat(oneHop.differing()).isEqualTo(3);
        long count = Long.parseLong(third.answer().replaceAll("[\\[\\]]", ""));
        assertThat(oneHop.detail()).isEqualTo("call 2 (personId=" + third.arguments().get("personId")
                + "): the answers file has [[" + count + "]], faulty answered [[" + (count + 1) + "]]");
        assertThat(summary.workloads()).filteredOn(v -> !v.workload().equals("one-hop"))
                .allMatch(v -> v.outcome() == Outcome.AGREES);
        assertThat(summary.differs()).isTrue();
    }

    @Test
    void everyVariantIsAskedTheFilesCallsAndAWrongOneIsNamed() {
        Path answers = answersOf(LoadPhase.ID, TraversePhase.ID);

        EngineProvider variants = opening(StandIn.named("variants").with("one-hop@same").with("one-hop@plus-one"),
                new VariantEngine(openReference()));
        ValidationResult result = Validation.builder().catalog(EngineCatalog.of(List.of(variants), Map.of()))
                .set(RunOption.ENGINES, List.of("variants")).answers(answers).set(RunOption.OUTPUT, output).build().run();
        ValidationSummary summary = result.summaries().getFirst();

        assertThat(summary.workloads()).extracting(Verdict::workload).containsSubsequence("one-hop", "one-hop@same",
                "one-hop@plus-one", "two-hops");
        Verdict own = verdict(summary, "traverse", "one-hop");
        Verdict same = verdict(summary, "traverse", "one-hop@same");
        assertThat(own.outcome()).isEqualTo(Outcome.AGREES);
        assertThat(same.outcome()).isEqualTo(Outcome.AGREES);
        assertThat(same.compared()).isEqualTo(own.compared()).isPositive();
        Verdict wrong = verdict(summary, "traverse", "one-hop@plus-one");
        assertThat(wrong.outcome()).isEqualTo(Outcome.DIFFERS);
        assertThat(wrong.firstDifferingCall()).isZero();
        assertThat(wrong.detail()).startsWith("call 0 (personId=").contains("the answers file has [[",
                "variants answered [[");
        assertThat(summary.differs()).isTrue();
        // The engine's own answers file holds each workload's calls once, as the run's does.
        AnswersFile written = AnswersFile.read(result.folder().resolve("answers-variants-sf0.002.jsonl"),
                catalog.workloads());
        assertThat(written.calls()).isEqualTo(AnswersFile.read(answers, catalog.workloads()).calls());
    }

    @Test
    void anEngineCountingTrailsIsCheckedAgainstTheTrailsTheReferenceCountedAndAFileOfTrailsAloneChecksNoWalks() {
        Path answers = answersOf(LoadPhase.ID, HopsPhase.ID);
        EngineProvider trails = opening(StandIn.named("trails").counting(PathSemantics.TRAIL),
                new TrailCountingEngine(openReference()));

        ValidationResult ofTrails = Validation.builder().catalog(EngineCatalog.of(List.of(trails), Map.of()))
                .set(RunOption.ENGINES, List.of("trails")).answers(answers).set(RunOption.OUTPUT, output).build().run();

        assertThat(verdict(ofTrails.summaries().getFirst(), "hops", "hops").outcome()).isEqualTo(Outcome.AGREES);
        // The trails engine's own answers count trails alone: walks cannot be checked against them.
        ValidationSummary walks = validate(reference, ofTrails.folder().resolve("answers-trails-sf0.002.jsonl"));
        Verdict hops = verdict(walks, "hops", "hops");
        assertThat(hops.outcome()).isEqualTo(Outcome.UNCHECKED);
        assertThat(hops.detail()).isEqualTo("the answers file counts paths as trails (trails's rule) and reference counts"
                + " walks; a file the reference engine wrote has both");
        assertThat(walks.incomplete()).isFalse();
    }

    @Test
    void whatAnEngineDoesNotSupportIsSaidAndWhatFailsIsHeldWhileTheRestGoesOn() {
        Path answers = answersOf(LoadPhase.ID, TraversePhase.ID, ConcurrentPhase.ID);

        ValidationSummary without = validate(StandIn.named("partial").without(Queries.TWO_HOPS), engine -> engine, answers);
        assertThat(verdict(without, "traverse", "two-hops").outcome()).isEqualTo(Outcome.UNSUPPORTED);
        assertThat(verdict(without, "traverse", "two-hops").detail()).isEqualTo("partial does not support two-hops");
        assertThat(verdict(without, "concurrent", "two-hops").outcome()).isEqualTo(Outcome.UNSUPPORTED);
        assertThat(verdict(without, "traverse", "one-hop").outcome()).isEqualTo(Outcome.AGREES);
        assertThat(without.incomplete()).isFalse();

        ValidationSummary failing = validate(StandIn.named("failing"),
                engine -> new FaultyEngine(engine, Fault.FAILS, Queries.ONE_HOP, 1), answers);
        Verdict oneHop = verdict(failing, "traverse", "one-hop");
        assertThat(oneHop.outcome()).isEqualTo(Outcome.HELD);
        assertThat(oneHop.detail()).startsWith("call 1 (personId=").endsWith("failed: syntax error at or near \"MATCH\"");
        assertThat(verdict(failing, "traverse", "three-hops").outcome()).isEqualTo(Outcome.AGREES);
        assertThat(failing.incomplete()).isTrue();
    }

    @Test
    void aFileOfAnotherDatasetIsRefusedBeforeAnyEngineStarts() throws IOException {
        Path answers = answersOf(LoadPhase.ID, GraphPhase.ID);
        List<String> lines = Files.readAllLines(answers);
        lines.set(0, lines.getFirst().replaceFirst("\"datasetHash\":\"[^\"]*\"", "\"datasetHash\":\"sha256:another\""));
        Path other = Files.write(output.resolve("other.jsonl"), lines);

        assertThatThrownBy(() -> Validation.builder().catalog(catalog).set(RunOption.ENGINES, List.of(EngineCatalog.REFERENCE))
                .answers(other).set(RunOption.OUTPUT, output).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("answers file " + other + " is of another dataset than the one this graph-bench generates for"
                        + " scale factor 0.002 and seed 42 (the file's is sha256:another, this one's "
                        + AnswersFile.read(answers, catalog.workloads()).header().datasetHash() + "), so its answers cannot be checked here;"
                        + " write it again with this graph-bench: bench run --sf 0.002 --seed 42 --answers");
        assertThatThrownBy(() -> Validation.builder().catalog(catalog).answers(answers).set(RunOption.OUTPUT, output).build())
                .hasMessage("name the engines to validate with --engines (see bench engines)");
    }
}
