package dev.graphbench.phases;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.Generator;
import dev.graphbench.options.RunOption;
import dev.graphbench.phases.FaultyEngine.Fault;
import dev.graphbench.runner.Validation;
import dev.graphbench.runner.ValidationResult;
import dev.graphbench.runner.answers.AnswersFile;
import dev.graphbench.runner.answers.ValidationSummary.Outcome;
import dev.graphbench.runner.answers.ValidationSummary.Verdict;
import dev.graphbench.runner.answers.ValidationSummary;
import dev.graphbench.runner.engines.EngineCatalog;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The reference engine, the judge of every answer, is itself checked against golden answers: every call of
 * every phase at SF 0.01, the hops under both path rules, kept in the test resources with their digest and
 * the dataset's hash. A change that alters one of its answers fails here until {@code scripts/golden-answers.sh}
 * rewrites the file on purpose.
 */
class GoldenAnswersTest {

    private static final String GOLDEN = "/golden/answers-reference-sf0.01.jsonl";

    @TempDir
    Path output;

    private final EngineCatalog catalog = EngineCatalog.discover(getClass().getClassLoader(), Map.of());

    private static Path golden() throws URISyntaxException {
        return Path.of(GoldenAnswersTest.class.getResource(GOLDEN).toURI());
    }

    @Test
    void theFileIsTheOneWrittenOnPurposeAndOfThePinnedDataset() throws Exception {
        Path golden = golden();
        String pinned = Files.readString(golden.resolveSibling(golden.getFileName() + ".sha256")).split(" ")[0];

        assertThat(sha256(golden)).as("the golden file's digest; rewrite both with scripts/golden-answers.sh")
                .isEqualTo(pinned);
        assertThat(AnswersFile.read(golden, catalog.workloads()).header().datasetHash())
                .as("the generator's graph at SF 0.01, seed 42")
                .isEqualTo(new Generator(DatasetSpec.of(0.01, 42)).manifest().contentHash());
    }

    @Test
    void todaysReferenceGivesEveryGoldenAnswerOfEveryPhase() throws Exception {
        ValidationSummary summary = validate(catalog.provider(EngineCatalog.REFERENCE));

        assertThat(summary.workloads()).extracting(Verdict::phase)
                .contains("read", "traverse", "graph", "concurrent", "hops");
        assertThat(summary.workloads()).allSatisfy(verdict -> {
            assertThat(verdict.outcome()).as(verdict.phase() + " " + verdict.workload() + ": " + verdict.detail())
                    .isEqualTo(Outcome.AGREES);
            assertThat(verdict.compared()).as(verdict.workload()).isEqualTo(verdict.calls()).isPositive();
        });
        assertThat(summary.differs()).isFalse();
        assertThat(summary.incomplete()).isFalse();
    }

    @Test
    void aReferenceWhoseAnswersChangeFromOneCallOnFailsFromThatCall() throws Exception {
        EngineProvider reference = catalog.provider(EngineCatalog.REFERENCE);
        Engine changed = new FaultyEngine(reference.open(Settings.resolve(reference.settings(), Map.of())),
                Fault.WRONG_ANSWER, Queries.ONE_HOP, 7);

        ValidationSummary summary = validate(changedReference(reference, changed));

        assertThat(summary.differs()).isTrue();
        assertThat(summary.workloads()).filteredOn(verdict -> verdict.outcome() == Outcome.DIFFERS)
                .extracting(Verdict::workload, Verdict::firstDifferingCall)
                .containsExactly(tuple("one-hop", 7));
    }

    private ValidationSummary validate(EngineProvider provider) throws URISyntaxException {
        ValidationResult result = Validation.builder().catalog(EngineCatalog.of(List.of(provider), Map.of()))
                .set(RunOption.ENGINES, List.of(provider.name())).answers(golden()).set(RunOption.OUTPUT, output)
                .build().run();
        return result.summaries().getFirst();
    }

    /** The reference's provider, opening {@code engine} instead. */
    private static EngineProvider changedReference(EngineProvider reference, Engine engine) {
        return new EngineProvider() {
            @Override
            public String name() {
                return "changed";
            }

            @Override
            public String displayName() {
                return "Changed reference";
            }

            @Override
            public String description() {
                return "the reference engine with one answer changed";
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
                return reference.dialect();
            }

            @Override
            public Engine open(Settings settings) {
                return engine;
            }
        };
    }

    private static String sha256(Path file) throws IOException, NoSuchAlgorithmException {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
    }
}
