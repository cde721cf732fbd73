package dev.graphbench.datagen;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import dev.graphbench.api.graph.Property;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * The files of a {@link CsvDataset}'s folder, row by row: read once to be checked (every row, with the line it is
 * on, each failure a line naming the file), and read again as the graph is streamed, the columns picked by name
 * from the header.
 */
final class CsvFiles {

    private static final CsvMapper CSV = new CsvMapper().enable(CsvParser.Feature.WRAP_AS_ARRAY);

    private CsvFiles() {
    }

    /** What is done with one row of a file, its fields in the order the columns were asked for. */
    @FunctionalInterface
    interface Row {
        void accept(String file, long line, String[] row);
    }

    /** What a row of a file becomes when it is read again; null to skip it. */
    @FunctionalInterface
    interface Converter<T> {
        T convert(long line, String[] row);
    }

    /**
     * Reads {@code name} in {@code folder}, its header checked to hold {@code columns}, each row given in order and
     * its bytes added to {@code digest}.
     *
     * @throws IllegalArgumentException one line naming the file and what is wrong with it
     */
    static void forEachRow(Path folder, String name, List<String> columns, MessageDigest digest, Row row) {
        Path path = folder.resolve(name);
        String file = "csv:" + path;
        if (!Files.isRegularFile(path)) {
            throw new IllegalArgumentException("csv:" + folder + " has no " + name + "; it needs " + String.join(",",
                    columns) + " rows there, a header line first");
        }
        try (InputStream in = new DigestInputStream(Files.newInputStream(path), digest);
             MappingIterator<String[]> rows = CSV.readerFor(String[].class).readValues(in)) {
            if (!rows.hasNext()) {
                throw new IllegalArgumentException(file + " is empty; it needs a header line: " + String.join(",",
                        columns));
            }
            int[] at = positions(file, rows.next(), columns);
            long line = 1;
            while (rows.hasNext()) {
                line++;
                String[] fields = rows.next();
                if (fields.length == 1 && fields[0].isEmpty()) {
                    continue;
                }
                String[] picked = new String[at.length];
                for (int i = 0; i < at.length; i++) {
                    if (at[i] >= fields.length) {
                        throw new IllegalArgumentException(file + " line " + line + " has " + fields.length
                                + " fields; its header has " + (Arrays.stream(at).max().orElse(0) + 1) + " or more");
                    }
                    picked[i] = fields[at[i]];
                }
                row.accept(file, line, picked);
            }
        } catch (IOException e) {
            throw new IllegalArgumentException(file + " is not CSV that can be read (" + firstLine(e.getMessage())
                    + ")", e);
        } catch (RuntimeException e) {
            if (e.getCause() instanceof IOException io) {
                throw new IllegalArgumentException(file + " is not CSV that can be read (" + firstLine(io.getMessage())
                        + ")", e);
            }
            throw e;
        }
    }

    /** The rows of {@code name} in {@code folder}, already checked, converted one by one as they are asked for. */
    static <T> Iterator<T> rows(Path folder, String name, List<String> columns, Converter<T> converter) {
        return new Iterator<>() {
            private MappingIterator<String[]> rows;
            private int[] at;
            private long line = 1;
            private T next;

            @Override
            public boolean hasNext() {
                if (next != null) {
                    return true;
                }
                try {
                    if (rows == null) {
                        rows = CSV.readerFor(String[].class).readValues(folder.resolve(name).toFile());
                        at = positions(name, rows.next(), columns);
                    }
                    while (rows.hasNext()) {
                        line++;
                        String[] fields = rows.next();
                        if (fields.length == 1 && fields[0].isEmpty()) {
                            continue;
                        }
                        String[] picked = new String[at.length];
                        for (int i = 0; i < at.length; i++) {
                            picked[i] = fields[at[i]];
                        }
                        next = converter.convert(line, picked);
                        if (next != null) {
                            return true;
                        }
                    }
                    rows.close();
                    return false;
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot read " + folder.resolve(name) + " again: " + e.getMessage(), e);
                }
            }

            @Override
            public T next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                T item = next;
                next = null;
                return item;
            }
        };
    }

    /** The value of {@code property} that {@code text} writes: a string as it is, a number parsed. */
    static Object value(String file, long line, Property property, String text) {
        if (property.type() == Property.Type.STRING) {
            return text;
        }
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(file + " line " + line + ": " + property.name() + " must be a whole"
                    + " number, got '" + text + "'");
        }
    }

    private static int[] positions(String file, String[] header, List<String> columns) {
        List<String> named = Arrays.stream(header).map(String::strip).toList();
        int[] at = new int[columns.size()];
        for (int i = 0; i < columns.size(); i++) {
            at[i] = named.indexOf(columns.get(i));
            if (at[i] < 0) {
                throw new IllegalArgumentException(file + " has no column " + columns.get(i) + "; its header is "
                        + String.join(",", named) + ", and it needs " + String.join(",", columns));
            }
        }
        return at;
    }

    private static String firstLine(String message) {
        return message == null ? "unreadable" : message.lines().findFirst().orElse("unreadable");
    }
}
