package dev.graphbench.cli;

import com.beust.jcommander.Parameter;
import com.beust.jcommander.Parameters;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import dev.graphbench.datagen.CsvExport;
import dev.graphbench.datagen.Dataset;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.Datasets;
import dev.graphbench.datagen.Generator;
import dev.graphbench.datagen.Manifest;
import dev.graphbench.datagen.SnapExport;
import dev.graphbench.options.OptionNames;
import dev.graphbench.options.RunOption;
import dev.graphbench.perf.PeakHeap;
import dev.graphbench.results.ResultsFiles;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Locale;

/**
 * {@code bench datagen}: write the generated graph as CSV (graph-bench's layout, or the header convention of Neo4j's
 * importer) or its FOLLOWS as a SNAP edge list, any other graph a run loads ({@code --dataset}) as a SNAP edge list,
 * or time the generator.
 */
@Parameters(commandDescription = "Write the generated graph as CSV with its manifest (in the header convention of"
        + " Neo4j's importer with --format neo4j-csv), or its FOLLOWS relationships as a SNAP edge list (--format"
        + " snap); write the relationships a run of --dataset loads as a SNAP edge list (--dataset kronecker:20"
        + " --format snap); or with --dry-run time the generator")
final class DatagenCommand implements Main.Command {

    private static final String DEFAULT_OUT = "dataset";

    @Parameter(names = "--help", help = true, description = "Show this command's options")
    boolean help;

    @Parameter(names = OptionNames.SF, descriptionKey = OptionNames.SF)
    String scaleFactor = RunOption.SCALE_FACTOR.defaultText();

    @Parameter(names = OptionNames.SEED, descriptionKey = OptionNames.SEED)
    String seed = RunOption.SEED.defaultText();

    @Parameter(names = OptionNames.DATASET, description = "The graph to write: generated (the default, at "
            + OptionNames.SF + "), or any graph"
            + " of one label and one relationship type a run loads (kronecker:SCALE, snap:FILE, csv:DIR), written as"
            + " the relationships the engines load, after the dataset's rules, with --format snap")
    String dataset = Datasets.GENERATED;

    @Parameter(names = OptionNames.UNDIRECTED, description = "With " + OptionNames.DATASET + ": each relationship of"
            + " a snap: or kronecker: dataset written both ways, as run " + OptionNames.UNDIRECTED + " loads it")
    boolean undirected;

    @Parameter(names = "--out", description = "Folder for the CSV files and manifest.json; with --format snap, the"
            + " edge list's file (gzipped when it ends in .gz)")
    String out = DEFAULT_OUT;

    @Parameter(names = "--format", description = "csv (every label and type, as " + OptionNames.DATASET + " csv:DIR reads"
            + " them), neo4j-csv (the same in the header convention of Neo4j's importer, with graph.json: "
            + OptionNames.DATASET + " csv:DIR reads it as the generated graph, neo4j-admin database import loads it) or"
            + " snap (the FOLLOWS relationships alone, people by the number of their id, as " + OptionNames.DATASET
            + " snap:FILE reads them; for another " + OptionNames.DATASET + ", its relationships)")
    String format = "csv";

    @Parameter(names = "--dry-run", description = "Generate without writing: print records a second and peak heap")
    boolean dryRun;

    @Override
    public boolean help() {
        return help;
    }

    /** Writes the relationships a run of {@link #dataset} loads as a SNAP edge list. */
    private ExitCode writeDataset(PrintStream print, DatasetSpec spec) {
        if (!format.equals("snap") || dryRun) {
            throw new UsageException(OptionNames.DATASET + " " + dataset.strip() + " is written as a SNAP edge list: add --format"
                    + " snap" + (dryRun ? ", without --dry-run (which times the generated graph's generator)" : ""));
        }
        long start = System.nanoTime();
        Dataset graph;
        try {
            graph = Datasets.parse(dataset, spec.scaleFactor(), spec.seed(), undirected);
        } catch (IllegalArgumentException e) {
            throw new UsageException(OptionNames.DATASET + " " + e.getMessage());
        }
        // Without --out, a file of its own name rather than one called "dataset".
        Path file = out.equals(DEFAULT_OUT) ? Path.of(graph.label() + (undirected ? "-undirected" : "") + ".txt.gz")
                : Path.of(out);
        SnapExport.Written written = SnapExport.write(graph, file, records -> { });
        print.printf(Locale.ROOT, "wrote the %,d relationships a run of %s%s loads to %s in %.2f s: %,d nodes, %,d"
                        + " of them without a relationship (named in its last comments)%n", written.relationships(),
                graph.name(), undirected ? " " + OptionNames.UNDIRECTED : "", file, (System.nanoTime() - start) / 1e9,
                written.nodes(), written.isolated());
        print.printf(Locale.ROOT, "sha256 of its relationship lines %s (what %s | grep -v '^#' | sha256sum prints);"
                + " load it with %s snap:%s%n", written.sha256(),
                (file.getFileName().toString().endsWith(".gz") ? "zcat " : "cat ") + file, OptionNames.DATASET, file);
        return ExitCode.OK;
    }

    @Override
    public ExitCode run(Main.Context context) {
        if (!format.equals("csv") && !format.equals("neo4j-csv") && !format.equals("snap")) {
            throw new UsageException("--format must be csv, neo4j-csv or snap, got '" + format + "'");
        }
        DatasetSpec spec = DatasetSpec.of(RunOption.SCALE_FACTOR.parse(scaleFactor), RunOption.SEED.parse(seed));
        if (!dataset.strip().equals(Datasets.GENERATED) || undirected) {
            return writeDataset(context.out(), spec);
        }
        Generator generator = new Generator(spec);
        PrintStream print = context.out();
        if (format.equals("snap") && !dryRun) {
            long start = System.nanoTime();
            // Without --out, a file of its own name rather than one called "dataset".
            Path file = out.equals(DEFAULT_OUT) ? Path.of("follows-sf" + ResultsFiles.sfLabel(spec.scaleFactor()) + ".txt.gz")
                    : Path.of(out);
            long written = SnapExport.write(spec, file, records -> { });
            print.printf(Locale.ROOT, "wrote %,d FOLLOWS relationships of scale factor %s, seed %d, to %s in %.2f s;"
                    + " load them with %s snap:%s%n", written, ResultsFiles.sfLabel(spec.scaleFactor()), spec.seed(),
                    file, (System.nanoTime() - start) / 1e9, RunOption.DATASET, file);
            return ExitCode.OK;
        }
        PeakHeap.reset();
        long start = System.nanoTime();
        Manifest manifest;
        if (dryRun) {
            long records = 0;
            for (Iterator<Node> nodes = generator.nodes(); nodes.hasNext(); records++) {
                nodes.next();
            }
            for (Iterator<Relationship> relationships = generator.relationships(); relationships.hasNext(); records++) {
                relationships.next();
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            print.printf(Locale.ROOT, "generated %,d records in %.2f s: %,.0f records a second on one thread, nothing written%n",
                    records, seconds, records / seconds);
            long hashStart = System.nanoTime();
            manifest = generator.manifest();
            print.printf(Locale.ROOT, "the manifest (a second pass, counted and hashed) took %.2f s%n",
                    (System.nanoTime() - hashStart) / 1e9);
        } else if (format.equals("neo4j-csv")) {
            manifest = CsvExport.writeNeo4j(generator, Path.of(out), records -> { });
            print.printf(Locale.ROOT, "wrote %s and graph.json in %.2f s; load them with %s csv:%s%n",
                    Path.of(out).resolve("*.csv"), (System.nanoTime() - start) / 1e9, RunOption.DATASET, out);
        } else {
            manifest = CsvExport.write(generator, Path.of(out), records -> { });
            print.printf(Locale.ROOT, "wrote %s in %.2f s%n", Path.of(out).resolve("*.csv"), (System.nanoTime() - start) / 1e9);
        }
        print.printf(Locale.ROOT, "peak heap %.1f MB, of which %.1f MB in the old generation (max heap %.0f MB)%n",
                PeakHeap.bytes(false) / 1e6, PeakHeap.bytes(true) / 1e6, Runtime.getRuntime().maxMemory() / 1e6);
        print.printf(Locale.ROOT, "scale factor %s, seed %d, generator %s, %s%n", ResultsFiles.sfLabel(spec.scaleFactor()),
                spec.seed(), manifest.generatorVersion(), manifest.contentHash());
        for (Label label : GraphSchema.GENERATED.labels()) {
            print.printf(Locale.ROOT, "  %-12s %,12d%n", label.graphName(), manifest.counts().nodes(label));
        }
        for (RelType type : GraphSchema.GENERATED.types()) {
            print.printf(Locale.ROOT, "  %-12s %,12d%n", type.name(), manifest.counts().relationships(type));
        }
        print.printf(Locale.ROOT, "  %-12s %,12d nodes, %,d relationships%n", "total", manifest.counts().totalNodes(),
                manifest.counts().totalRelationships());
        return ExitCode.OK;
    }
}
