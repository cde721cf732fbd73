package dev.graphbench.datagen.csv;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.util.zip.GZIPInputStream;

/**
 * The rows of one CSV file, plain or gzipped (by its {@code .gz} name), each with the number of the line it
 * starts on, read as they are asked for. A cell left empty is null, a quoted empty one ({@code ""}) the empty
 * string; an empty line is skipped. The file's raw bytes can be digested as they are read.
 */
final class CsvRows implements AutoCloseable {

    private static final CsvMapper CSV = new CsvMapper().enable(CsvParser.Feature.WRAP_AS_ARRAY)
            .enable(CsvParser.Feature.EMPTY_UNQUOTED_STRING_AS_NULL);

    private final String name;
    private final InputStream in;
    private final MappingIterator<String[]> rows;
    private long line;

    /**
     * Opens {@code path}.
     *
     * @param name      the file as messages name it
     * @param delimiter the character between cells
     * @param digest    what the raw bytes are added to, or null
     */
    CsvRows(Path path, String name, char delimiter, MessageDigest digest) {
        this.name = name;
        try {
            InputStream raw = new BufferedInputStream(Files.newInputStream(path), 1 << 16);
            InputStream digested = digest == null ? raw : new DigestInputStream(raw, digest);
            this.in = path.getFileName().toString().endsWith(".gz") ? new GZIPInputStream(digested, 1 << 16) : digested;
            this.rows = CSV.readerFor(String[].class)
                    .with(CsvSchema.emptySchema().withColumnSeparator(delimiter).withQuoteChar('"'))
                    .readValues(in);
        } catch (IOException e) {
            throw new IllegalArgumentException(name + " cannot be read (" + firstLine(e) + ")", e);
        }
    }

    /** The next row, or null at the end of the file; {@link #line()} is then its line. */
    String[] next() {
        try {
            while (true) {
                long at = rows.getCurrentLocation().getLineNr();
                if (!rows.hasNextValue()) {
                    return null;
                }
                String[] row = rows.nextValue();
                line = at;
                if (row.length != 1 || row[0] != null) {
                    return row;
                }
            }
        } catch (IOException e) {
            throw new IllegalArgumentException(name + " line " + rows.getCurrentLocation().getLineNr()
                    + " is not CSV that can be read (" + firstLine(e) + ")", e);
        } catch (RuntimeException e) {
            if (e.getCause() instanceof IOException io) {
                throw new IllegalArgumentException(name + " line " + rows.getCurrentLocation().getLineNr()
                        + " is not CSV that can be read (" + firstLine(io) + ")", e);
            }
            throw e;
        }
    }

    /** The line the last row given starts on, from 1. */
    long line() {
        return line;
    }

    @Override
    public void close() {
        try {
            rows.close();
            in.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot close " + name + ": " + e.getMessage(), e);
        }
    }

    private static String firstLine(IOException e) {
        String message = e.getMessage();
        return message == null ? e.getClass().getSimpleName()
                : message.lines().findFirst().orElse(e.getClass().getSimpleName());
    }
}
