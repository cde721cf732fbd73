package dev.graphbench.results;

import dev.graphbench.options.RunOption;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A results folder: every run writes into a folder of its own, {@code runs/<id>/}, whose id is the
 * time it began (UTC) and a short random part, {@code 20261202-011530-3fa9c1}, so that no run ever
 * overwrites what another measured, and two runs at once do not meet. Which files a report reads is
 * a rule: for each engine, its file of the scale factor asked in the latest run that measured
 * something on it (a run whose engine could not be reached leaves that engine's earlier figures in
 * the report), or the files of one run named by its id. Files written before runs had folders of
 * their own, directly in the folder, read as the oldest run.
 */
public final class ResultsFolder {

    /** The sub-folder holding one folder per run. */
    public static final String RUNS = "runs";
    /** The id given to the files written directly in the folder, before runs had folders of their own. */
    public static final String LEGACY = "before-run-folders";

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);
    private static final SecureRandom RANDOM = new SecureRandom();
    /** A results file's name: the engine, then the label of a dataset of any kind ({@code Dataset.label()}). */
    private static final Pattern RESULTS_NAME = Pattern.compile(".+-(sf[0-9.]+|snap-.+|csv-.+|kronecker[0-9]+)\\.json");

    private final Path root;
    private final PhaseTypes types;

    private ResultsFolder(Path root, PhaseTypes types) {
        this.root = root;
        this.types = types;
    }

    /**
     * Creates {@code folder} when missing and writes and deletes a file in it, then removes the folders it created:
     * whether a folder can be written is found out before anything runs rather than after a long run, and a run
     * refused afterwards (a bad dataset, an unknown engine) leaves no empty folder behind.
     *
     * @param what the option or setting that named the folder, for the message: {@code --output}
     * @throws IllegalArgumentException one line naming {@code what}, the folder and why it cannot be written
     */
    public static void checkWritable(String what, Path folder) {
        Path created = null;
        for (Path missing = folder.toAbsolutePath(); missing != null && !Files.exists(missing);
             missing = missing.getParent()) {
            created = missing;
        }
        try {
            Files.createDirectories(folder);
            Files.delete(Files.createTempFile(folder, ".write-check", ".tmp"));
        } catch (IOException | SecurityException e) {
            throw new IllegalArgumentException(what + ": cannot write to " + folder + " (" + e.getClass().getSimpleName()
                    + (e.getMessage() != null && !e.getMessage().equals(folder.toString()) ? ": " + e.getMessage() : "")
                    + "); choose a folder you can write to");
        } finally {
            for (Path made = folder.toAbsolutePath(); created != null && made != null && made.startsWith(created);
                 made = made.getParent()) {
                try {
                    Files.deleteIfExists(made);
                } catch (IOException | SecurityException e) {
                    break;
                }
            }
        }
    }

    /** The results folder at {@code root}, each phase's result read as written. */
    public static ResultsFolder at(Path root) {
        return at(root, PhaseTypes.NONE);
    }

    /** The results folder at {@code root}, each phase {@code types} knows read as its type. */
    public static ResultsFolder at(Path root, PhaseTypes types) {
        return new ResultsFolder(root, types);
    }

    /** Its path. */
    public Path root() {
        return root;
    }

    /** A new id for a run beginning at {@code start}: its time, then six hex digits. */
    public static String newRunId(Instant start) {
        byte[] random = new byte[3];
        RANDOM.nextBytes(random);
        return TIME.format(start) + "-" + HexFormat.of().formatHex(random);
    }

    /** The folder of run {@code id}, created. */
    public Path createRun(String id) {
        Path run = root.resolve(RUNS).resolve(id);
        try {
            return Files.createDirectories(run);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + run + ": " + e.getMessage(), e);
        }
    }

    /**
     * One engine's results file, as a report reads it.
     *
     * @param run  the id of the run that wrote it
     * @param file where it is
     * @param results what it holds
     */
    public record Entry(String run, Path file, EngineRun results) {
    }

    /**
     * What a report reads.
     *
     * @param entries     each engine's file, in the order the engines were first found
     * @param passedOver  for each engine whose latest run measured nothing on it, one line saying so and
     *                    which run its figures come from
     */
    public record Selection(List<Entry> entries, List<String> passedOver) {
    }

    /**
     * What a report of scale factor {@code scaleFactor} of the generated graph reads: as {@link #select(String,
     * Optional)} of its label.
     */
    public Selection select(double scaleFactor, Optional<String> runId) {
        return select("sf" + ResultsFiles.sfLabel(scaleFactor), runId);
    }

    /**
     * What a report of the dataset labelled {@code dataset} ({@code sf0.1}, {@code snap-com-orkut}) reads: each
     * engine's file of the latest run that measured something on it, or, with {@code runId}, the files of that
     * run alone.
     *
     * @throws IllegalArgumentException when there is no such run, or no results of that dataset
     * @throws UncheckedIOException     when a file cannot be read, naming it
     */
    public Selection select(String dataset, Optional<String> runId) {
        if (!Files.isDirectory(root)) {
            throw new IllegalArgumentException("no results folder " + root + "; run the benchmark first (bench run)");
        }
        String suffix = "-" + dataset + ".json";
        Map<String, Entry> latest = new LinkedHashMap<>();
        Map<String, Entry> emptyAfter = new LinkedHashMap<>();
        List<String> runs = runs();
        if (runId.isPresent() && !runs.contains(runId.get())) {
            throw new IllegalArgumentException("no run " + runId.get() + " in " + root + "; its runs are "
                    + (runs.isEmpty() ? "none" : String.join(", ", runs)));
        }
        for (String run : runs) {
            if (runId.isPresent() && !runId.get().equals(run)) {
                continue;
            }
            for (Path file : files(folderOf(run), suffix)) {
                EngineRun results = ResultsFiles.read(file, types);
                if (!results.provenance().datasetLabel().equals(dataset)) {
                    // Another dataset whose label ends as this one's: csv-sf0.1 beside sf0.1.
                    continue;
                }
                Entry entry = new Entry(run, file, results);
                if (runId.isPresent() || results.measuredSomething() || !latest.containsKey(results.name())) {
                    latest.put(results.name(), entry);
                    emptyAfter.remove(results.name());
                } else {
                    emptyAfter.put(results.name(), entry);
                }
            }
        }
        if (latest.isEmpty()) {
            String sf = dataset.startsWith("sf") ? dataset.substring(2) : null;
            throw new IllegalArgumentException("no results " + (sf != null ? "for scale factor " + sf : "of dataset "
                    + dataset) + " in " + root + runId.map(id -> " run " + id).orElse("")
                    + (sf != null ? "; run the benchmark first: bench run " + RunOption.SCALE_FACTOR + " " + sf : "; run the benchmark on it first"));
        }
        List<String> passedOver = new ArrayList<>();
        emptyAfter.forEach((engine, empty) -> passedOver.add(engine + ": run " + empty.run() + " measured nothing on it ("
                + empty.results().reason() + "); its figures are those of run " + latest.get(engine).run()));
        return new Selection(List.copyOf(latest.values()), List.copyOf(passedOver));
    }

    /**
     * What a report of every dataset reads: for each dataset label found ({@code sf0.1}, {@code snap-com-orkut}), in
     * the order first found, what {@link #select(String, Optional)} of it reads. A file is a results file by its
     * name, {@code <engine>-<label>.json}; its dataset is the one its provenance names.
     *
     * @throws IllegalArgumentException when there is no such run, or no results at all
     * @throws UncheckedIOException     when a file cannot be read, naming it
     */
    public Map<String, Selection> selectEach(Optional<String> runId) {
        if (!Files.isDirectory(root)) {
            throw new IllegalArgumentException("no results folder " + root + "; run the benchmark first (bench run)");
        }
        List<String> runs = runs();
        if (runId.isPresent() && !runs.contains(runId.get())) {
            throw new IllegalArgumentException("no run " + runId.get() + " in " + root + "; its runs are "
                    + (runs.isEmpty() ? "none" : String.join(", ", runs)));
        }
        Map<String, String> labels = new LinkedHashMap<>();
        for (String run : runs) {
            if (runId.isPresent() && !runId.get().equals(run)) {
                continue;
            }
            for (Path file : files(folderOf(run), ".json")) {
                if (RESULTS_NAME.matcher(file.getFileName().toString()).matches()) {
                    labels.putIfAbsent(ResultsFiles.read(file, types).provenance().datasetLabel(), run);
                }
            }
        }
        if (labels.isEmpty()) {
            throw new IllegalArgumentException("no results in " + root + runId.map(id -> " run " + id).orElse("")
                    + "; run the benchmark first (bench run)");
        }
        Map<String, Selection> selections = new LinkedHashMap<>();
        labels.keySet().forEach(label -> selections.put(label, select(label, runId)));
        return selections;
    }

    /**
     * The entries by the dataset they measured (its content hash), in the order they come: one group
     * when they all measured the same graph.
     */
    public static Map<String, List<Entry>> byDataset(List<Entry> entries) {
        Map<String, List<Entry>> groups = new LinkedHashMap<>();
        for (Entry entry : entries) {
            groups.computeIfAbsent(String.valueOf(entry.results().provenance().datasetHash()), hash -> new ArrayList<>())
                    .add(entry);
        }
        return groups;
    }

    /**
     * Fails when the entries measured more than one dataset, naming two of them (seed, scale factor,
     * hash) and their files: one table of figures of two graphs would compare what is not comparable.
     *
     * @throws IllegalArgumentException one line naming both, and what to do
     */
    public static void requireOneDataset(List<Entry> entries) {
        List<List<Entry>> groups = List.copyOf(byDataset(entries).values());
        if (groups.size() > 1) {
            Entry one = groups.get(0).getFirst();
            Entry other = groups.get(1).getFirst();
            throw new IllegalArgumentException("these results are of different datasets: " + describe(one) + " and "
                    + describe(other) + "; report one run with --run ID, or draw each dataset apart with --allow-mixed");
        }
    }

    private static String describe(Entry entry) {
        Provenance provenance = entry.results().provenance();
        String hash = String.valueOf(provenance.datasetHash());
        return entry.file() + " (seed " + provenance.seed() + ", scale factor "
                + ResultsFiles.sfLabel(provenance.scaleFactor()) + ", " + (hash.length() > 19 ? hash.substring(0, 19) : hash)
                + ")";
    }

    /** The ids of every run in the folder, oldest first; the files written before run folders first of all. */
    public List<String> runs() {
        List<String> runs = new ArrayList<>();
        try (Stream<Path> legacy = Files.list(root)) {
            if (legacy.anyMatch(file -> file.getFileName().toString().endsWith(".json") && Files.isRegularFile(file))) {
                runs.add(LEGACY);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + root + ": " + e.getMessage(), e);
        }
        Path folders = root.resolve(RUNS);
        if (Files.isDirectory(folders)) {
            try (Stream<Path> ids = Files.list(folders)) {
                ids.filter(Files::isDirectory).map(path -> path.getFileName().toString()).sorted().forEach(runs::add);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + folders + ": " + e.getMessage(), e);
            }
        }
        return runs;
    }

    /** Every results file of run {@code id}, each engine's and dataset's, by file name. */
    public List<Entry> entries(String id) {
        List<Entry> entries = new ArrayList<>();
        for (Path file : files(folderOf(id), ".json")) {
            if (RESULTS_NAME.matcher(file.getFileName().toString()).matches()) {
                entries.add(new Entry(id, file, ResultsFiles.read(file, types)));
            }
        }
        return entries;
    }

    /** The folder of the latest run; empty when there is none. */
    public Optional<Path> latestRun() {
        List<String> runs = runs();
        return runs.isEmpty() ? Optional.empty() : Optional.of(folderOf(runs.getLast()));
    }

    /** The folder of run {@code id}. */
    public Path folderOf(String id) {
        return id.equals(LEGACY) ? root : root.resolve(RUNS).resolve(id);
    }

    private static List<Path> files(Path folder, String suffix) {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(file -> file.getFileName().toString().endsWith(suffix) && Files.isRegularFile(file))
                    .sorted(Comparator.comparing(Path::toString)).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + folder + ": " + e.getMessage(), e);
        }
    }
}
