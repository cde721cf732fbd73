package dev.graphbench.catalogue.folder;

import dev.graphbench.api.WorkloadCatalogue;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A folder of workloads: its {@code workloads.yaml} (or {@code .json}), which declares each workload (name, title,
 * phase, parameters, answer, check) and the indexes the folder's queries want, and a statement file per workload
 * and language ({@code NAME.cypher}, {@code NAME.sql}, an engine's own {@code NAME.ENGINE.cypher}). Read once when a
 * run is set up, before any engine starts: everything wrong with it is one line. Against the loaded graph it is a
 * {@link WorkloadCatalogue} like graph-bench's own ({@link #catalogue}).
 */
public final class WorkloadFolder {

    /** The phase a folder's reads are timed in. */
    public static final String READS = "folder-reads";

    /** The phase a folder's writes (inserts, updates, deletes) are timed in, after its reads. */
    public static final String WRITES = "folder-writes";

    /** The values of a property of the nodes of a label, drawn from the graph the run loads. */
    @FunctionalInterface
    public interface PropertyValues {

        /** Every distinct value of {@code property} among the nodes of {@code label}, in a fixed order. */
        List<Object> of(Label label, String property);
    }

    private final Path path;
    private final List<FolderWorkload> workloads;
    private final List<IndexDeclaration> indexes;
    private final StatementFiles files;

    private WorkloadFolder(Path path, List<FolderWorkload> workloads, List<IndexDeclaration> indexes,
                           StatementFiles files) {
        this.path = path;
        this.workloads = workloads;
        this.indexes = indexes;
        this.files = files;
    }

    /**
     * Reads the folder {@code path}: its workloads file and its statement files, each statement checked to name
     * only the parameters its workload declares.
     *
     * @throws IllegalArgumentException one line naming the file and what is wrong, and what to do
     */
    public static WorkloadFolder read(Path path) {
        if (!Files.isDirectory(path)) {
            throw new IllegalArgumentException("--workloads " + path + " is not a folder: give the folder that holds"
                    + " workloads.yaml and the statement files");
        }
        WorkloadsFile.Declared declared = WorkloadsFile.read(path);
        Set<String> names = new LinkedHashSet<>();
        declared.workloads().forEach(workload -> names.add(workload.name()));
        StatementFiles files = StatementFiles.read(path, names);
        for (FolderWorkload workload : declared.workloads()) {
            Map<String, StatementFiles.File> own = files.of(workload.name());
            if (own.isEmpty()) {
                throw new IllegalArgumentException(workload.name() + " has no statement file: write "
                        + workload.name() + ".cypher or " + workload.name() + ".sql (or an engine's own, "
                        + workload.name() + ".ENGINE.cypher) in " + path);
            }
            for (StatementFiles.File file : own.values()) {
                for (String parameter : StatementFiles.parameters(file)) {
                    if (!workload.parameters().containsKey(parameter)) {
                        throw new IllegalArgumentException("the statement file " + file.name() + " uses the parameter "
                                + parameter + ", which " + workload.name() + " does not declare: add it to its"
                                + " parameters in the workloads file, or take it out of the statement");
                    }
                }
            }
        }
        return new WorkloadFolder(path, declared.workloads(), declared.indexes(), files);
    }

    /** The folder. */
    public Path path() {
        return path;
    }

    /** Its workloads, in the order the workloads file declares them. */
    public List<FolderWorkload> workloads() {
        return workloads;
    }

    /** The indexes it declares, in order. */
    public List<IndexDeclaration> indexes() {
        return indexes;
    }

    /**
     * The statement the engine {@code engine}, whose statements are in {@code language}, runs for {@code workload}:
     * its own file ({@code NAME.ENGINE.cypher}) before its language's; empty when the folder has none for it.
     */
    public Optional<String> statement(String workload, String engine, String language) {
        return StatementFiles.Language.of(language).flatMap(of -> files.of(workload, engine, of))
                .map(StatementFiles.File::text);
    }

    /** Why {@code engine} has no statement for {@code workload}: the files looked for; null when it has one. */
    public String unsupported(String workload, String engine, String language) {
        Optional<StatementFiles.Language> of = StatementFiles.Language.of(language);
        if (of.isEmpty()) {
            return engine + "'s statements are in " + language + ", and a workload folder holds "
                    + String.join(" and ", StatementFiles.endings()) + " files";
        }
        if (files.of(workload, engine, of.get()).isPresent()) {
            return null;
        }
        String ending = of.get().ending;
        return "the folder has no " + workload + "." + ending + " or " + workload + "." + engine + "." + ending;
    }

    /**
     * The folder as a catalogue of workloads over a graph of {@code schema}, each parameter's source checked against
     * it (a label, a property) and a property's values drawn by {@code values}.
     *
     * @throws IllegalArgumentException one line naming a parameter source, or an index, the graph has no part for
     */
    public FolderCatalogue catalogue(GraphSchema schema, PropertyValues values) {
        indexes.forEach(index -> index.propertyIn(schema));
        return new FolderCatalogue(this, schema, values);
    }
}
