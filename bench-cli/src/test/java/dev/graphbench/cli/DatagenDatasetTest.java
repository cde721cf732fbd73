package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.KroneckerDataset;
import dev.graphbench.datagen.SnapExport;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.phases.load.LoadResult;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.results.Status;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bench datagen --dataset kronecker:SCALE --format snap}: the relationships a Kronecker run loads, written out
 * so that anyone can count its answers again; loaded back as {@code snap:FILE}, the same graph, and the reference
 * engine gives the same answers on it.
 */
class DatagenDatasetTest {

    @TempDir
    Path folder;

    @Test
    void aKroneckerGraphWrittenOutIsLoadedBackWithTheSameCountsHashAndReachAnswers() {
        Path file = folder.resolve("kronecker10.txt.gz");
        Cli datagen = Cli.run("datagen", "--dataset", "kronecker:10", "--format", "snap", "--out", file.toString());
        assertThat(datagen.exit).as(datagen.err).isZero();
        String hash = SnapExport.sha256(new KroneckerDataset(10, false, DatasetSpec.DEFAULT_SEED).relationships());
        assertThat(datagen.out).contains("wrote the 16,", " relationships a run of kronecker:10 loads to " + file,
                "1,024 nodes", "sha256 of its relationship lines " + hash, "load it with --dataset snap:" + file);

        EngineRun kronecker = reference("kronecker:10", "kronecker10");
        EngineRun snap = reference("snap:" + file, "snap-kronecker10");

        LoadResult snapLoad = BuiltInResults.load(snap);
        LoadResult kroneckerLoad = BuiltInResults.load(kronecker);
        assertThat(snapLoad.status()).isEqualTo(Status.OK);
        assertThat(snapLoad.nodes()).isEqualTo(kroneckerLoad.nodes()).isEqualTo(1024);
        assertThat(snapLoad.relationships()).isEqualTo(kroneckerLoad.relationships());
        for (String reach : List.of("reach-1", "reach-2", "reach-3", "reach-4")) {
            assertThat(kronecker.workload(reach).status()).as(reach).isEqualTo(Status.OK);
            assertThat(snap.workload(reach).digest()).as(reach).isEqualTo(kronecker.workload(reach).digest());
        }
    }

    @Test
    void onlyAnEdgeListIsWrittenOfAnotherDataset() {
        Cli csv = Cli.run("datagen", "--dataset", "kronecker:10", "--out", folder.resolve("k").toString());
        assertThat(csv.exit).isEqualTo(2);
        assertThat(csv.err).contains("bench: --dataset kronecker:10 is written as a SNAP edge list: add --format snap");
        Cli bad = Cli.run("datagen", "--dataset", "kronecker:x", "--format", "snap");
        assertThat(bad.exit).isEqualTo(2);
        assertThat(bad.err).contains("bench: --dataset kronecker:x: the scale must be a whole number");
    }

    private EngineRun reference(String dataset, String label) {
        Path output = folder.resolve(label);
        Cli run = Cli.run("run", "--engines", "reference", "--dataset", dataset, "--phases", "load,traverse",
                "--calls", "20", "--warmup", "1", "--warmup-seconds", "0", "--settle-seconds", "0",
                "--output", output.toString());
        assertThat(run.exit).as(run.err).isZero();
        return BuiltInResults.read(ResultsFolder.at(output).latestRun().orElseThrow()
                .resolve(ResultsFiles.fileName("reference", label)));
    }
}
