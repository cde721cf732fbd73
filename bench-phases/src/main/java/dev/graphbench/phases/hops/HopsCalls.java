package dev.graphbench.phases.hops;

import dev.graphbench.api.Secrets;
import dev.graphbench.results.ResultsFiles;
import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The hops phase's calls file, {@code hops-<engine>-sf<sf>.csv} beside the results file: one row per
 * (person, hops) call, {@code person,hops,paths,ms}, {@code ms} the quickest of its timed calls. The
 * one place its name and format are written and read.
 */
public final class HopsCalls implements Closeable {

    /** The header row. */
    static final String HEADER = "person,hops,paths,ms";

    /**
     * One call.
     *
     * @param person the person the paths start at
     * @param hops   the hops each path has
     * @param paths  the paths counted
     * @param ms     the quickest of its timed calls, in milliseconds
     */
    public record Call(String person, int hops, long paths, double ms) {
    }

    private final Path file;
    private final BufferedWriter out;

    private HopsCalls(Path file, BufferedWriter out) {
        this.file = file;
        this.out = out;
    }

    /** The file's name for {@code engine} at {@code scaleFactor}. */
    public static String fileName(String engine, double scaleFactor) {
        return fileName(engine, "sf" + ResultsFiles.sfLabel(scaleFactor));
    }

    /** The file name of an engine's hops calls on the dataset labelled {@code dataset}. */
    public static String fileName(String engine, String dataset) {
        return "hops-" + engine + "-" + dataset + ".csv";
    }

    /** Creates (or empties) {@code file} and writes its header. */
    public static HopsCalls create(Path file) {
        try {
            BufferedWriter out = new BufferedWriter(new OutputStreamWriter(Secrets.scrubbing(Files.newOutputStream(file)),
                    StandardCharsets.UTF_8));
            out.write(HEADER + "\n");
            return new HopsCalls(file, out);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    /** Appends {@code call}, flushed, so that a crash loses none measured. */
    public void write(Call call) {
        try {
            out.write(call.person() + "," + call.hops() + "," + call.paths() + ","
                    + String.format(Locale.ROOT, "%.6f", call.ms()) + "\n");
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        try {
            out.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * Every call in {@code file}, in file order; rows that are not calls (a line cut short by a crash)
     * are left out.
     *
     * @throws UncheckedIOException when the file cannot be read
     */
    public static List<Call> read(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
        List<Call> calls = new ArrayList<>(lines.size());
        for (String line : lines) {
            String[] fields = line.split(",");
            if (fields.length != 4 || line.equals(HEADER)) {
                continue;
            }
            try {
                calls.add(new Call(fields[0], Integer.parseInt(fields[1]), Long.parseLong(fields[2]),
                        Double.parseDouble(fields[3])));
            } catch (NumberFormatException e) {
                // A row cut short by a crash: the calls before it are still good.
            }
        }
        return calls;
    }
}
