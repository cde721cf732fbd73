package dev.graphbench.datagen;

import dev.graphbench.datagen.csv.CsvGraphDataset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/** The datasets a run may load, by the names users give them ({@code --dataset}). */
public final class Datasets {

    /** The generated code-collaboration graph: the default. */
    public static final String GENERATED = "generated";

    private Datasets() {
    }

    /**
     * The dataset {@code text} names: {@code generated} (at {@code scaleFactor}), {@code snap:FILE},
     * {@code csv:DIR} or {@code kronecker:SCALE}. A file or folder is read once now, to check it.
     *
     * @param undirected whether a SNAP or Kronecker graph's relationships are loaded both ways
     * @throws IllegalArgumentException one line saying what was wrong with the name, the file or its content
     */
    public static Dataset parse(String text, double scaleFactor, long seed, boolean undirected) {
        String named = text.strip();
        if (named.equals(GENERATED)) {
            if (undirected) {
                throw new IllegalArgumentException("only snap: and kronecker: datasets are loaded undirected; the"
                        + " generated graph's relationships have their own directions");
            }
            return new GeneratedDataset(DatasetSpec.of(scaleFactor, seed));
        }
        int colon = named.indexOf(':');
        String kind = colon < 0 ? named : named.substring(0, colon);
        String rest = colon < 0 ? "" : named.substring(colon + 1);
        return switch (kind) {
            case "snap" -> SnapDataset.read(Path.of(required(named, rest, "a file")), undirected, seed);
            case "csv" -> {
                if (undirected) {
                    throw new IllegalArgumentException("only snap: and kronecker: datasets are loaded undirected; a CSV"
                            + " graph's relationships have their own directions");
                }
                Path folder = Path.of(required(named, rest, "a folder"));
                yield Files.isDirectory(folder) && CsvGraphDataset.holdsOne(folder) ? CsvGraphDataset.read(folder, seed)
                        : CsvDataset.read(folder, seed);
            }
            case "kronecker" -> new KroneckerDataset(scale(named, rest), undirected, seed);
            default -> throw new IllegalArgumentException("a dataset is generated, snap:FILE, csv:DIR or"
                    + " kronecker:SCALE, got '" + named + "'");
        };
    }

    private static String required(String named, String rest, String what) {
        if (rest.isBlank()) {
            throw new IllegalArgumentException(named + " names no " + what.substring(2) + "; give " + what
                    + " after the colon");
        }
        return rest;
    }

    private static int scale(String named, String rest) {
        try {
            return Integer.parseInt(rest.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(named + ": the scale must be a whole number, such as"
                    + " kronecker:20 (2^20 nodes)");
        }
    }

    /** A file's name as a dataset's label: lower case, its extensions ({@code .txt.gz}) left off. */
    public static String stem(String file) {
        String stem = file.toLowerCase(Locale.ROOT);
        for (String extension : new String[] {".gz", ".txt", ".tsv", ".csv", ".edges", ".el"}) {
            if (stem.endsWith(extension)) {
                stem = stem.substring(0, stem.length() - extension.length());
            }
        }
        stem = stem.replaceAll("[^a-z0-9.-]+", "-");
        return stem.isEmpty() ? "graph" : stem;
    }
}
