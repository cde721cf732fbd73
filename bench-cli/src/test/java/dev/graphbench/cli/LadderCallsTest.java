package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.phases.ladder.LadderResult;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.results.Status;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The ladder times each depth up to three times after its cold call, and fewer once the depth's calls have spent
 * {@code --max-seconds}: a depth whose walk outlasts it is timed once, so that a minute-long walk is not asked four
 * times at every depth beyond it; the depth that reaches nothing new, the walk before it again, is called once.
 */
class LadderCallsTest {

    @TempDir
    Path folder;

    private List<LadderResult.Rung> rungs(String maxSeconds) {
        Path output = folder.resolve("results-" + maxSeconds);
        Cli run = Cli.run("run", "--dataset", "kronecker:8", "--engines", "reference", "--phases", "load,ladder",
                "--settle-seconds", "0", "--max-seconds", maxSeconds, "--output", output.toString());
        assertThat(run.exit).as(run.err).isZero();
        Path runFolder = ResultsFolder.at(output).latestRun().orElseThrow();
        LadderResult ladder = BuiltInResults.ladder(BuiltInResults.read(
                runFolder.resolve(ResultsFiles.fileName("reference", "kronecker8"))));
        assertThat(ladder.status()).isEqualTo(Status.OK);
        assertThat(ladder.fullWalkDepth()).isNotNull();
        return ladder.rungs();
    }

    @Test
    void eachDepthIsTimedThriceWithinTheBoundAndOnceBeyondItAndTheDepthThatReachesNothingNewOnce() {
        List<LadderResult.Rung> bounded = rungs("60");
        assertThat(bounded.size()).isGreaterThan(2);
        LadderResult.Rung last = bounded.getLast();
        assertThat(last.reached()).isEqualTo(bounded.get(bounded.size() - 2).reached());
        assertThat(last.calls()).as("the depth that reached nothing new").isEqualTo(1);
        assertThat(last.medianMs()).isEqualTo(last.coldMs());
        assertThat(bounded.subList(0, bounded.size() - 1)).allSatisfy(rung -> assertThat(rung.calls()).isEqualTo(3));

        assertThat(rungs("0.000001")).isNotEmpty().allSatisfy(rung -> {
            assertThat(rung.calls()).isEqualTo(1);
            assertThat(rung.medianMs()).isPositive();
        });
    }
}
