package dev.graphbench.datagen;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

/**
 * The lines of a SNAP edge list, read byte by byte: {@code #} comments and blank lines skipped, each
 * other line two whole numbers separated by tabs or spaces. A line that is not is refused in one line
 * naming the file, the line's number and its text.
 */
final class EdgeListReader {

    private static final int BUFFER = 1 << 16;
    private static final int SHOWN = 80;

    private final InputStream in;
    private final String file;
    private final byte[] buffer = new byte[BUFFER];
    private int position;
    private int limit;
    private long line;
    private final byte[] text = new byte[SHOWN];
    private int textLength;
    private long source;
    private long target;
    /** Told each comment line, when it is set; comments are skipped unread otherwise. */
    private Consumer<String> comments;

    EdgeListReader(InputStream in, String file) {
        this.in = in;
        this.file = file;
    }

    /** Tells {@code comments} each comment line as it is read: its text from the {@code #} to the line's end. */
    EdgeListReader onComment(Consumer<String> comments) {
        this.comments = comments;
        return this;
    }

    /** Reads the next relationship's ends; false at the end of the file. */
    boolean next() throws IOException {
        while (true) {
            int first = read();
            if (first < 0) {
                return false;
            }
            line++;
            textLength = 0;
            keep(first);
            int b = first;
            while (b == ' ' || b == '\t') {
                b = keepRead();
            }
            if (b == '#' && comments != null) {
                comments.accept(readLine(b));
                continue;
            }
            if (b == '#' || b == '\n' || b == '\r' || b < 0) {
                skipLine(b);
                continue;
            }
            source = number(b);
            b = last;
            if (b != ' ' && b != '\t') {
                throw malformed(b);
            }
            while (b == ' ' || b == '\t') {
                b = keepRead();
            }
            target = number(b);
            b = last;
            while (b == ' ' || b == '\t' || b == '\r') {
                b = keepRead();
            }
            if (b != '\n' && b >= 0) {
                throw malformed(b);
            }
            return true;
        }
    }

    /** The start node's id of the relationship read. */
    long source() {
        return source;
    }

    /** The end node's id of the relationship read. */
    long target() {
        return target;
    }

    /** The number of the line read last, from 1. */
    long line() {
        return line;
    }

    /** The byte after the last number read. */
    private int last;

    private long number(int first) throws IOException {
        int b = first;
        if (b < '0' || b > '9') {
            throw malformed(b);
        }
        long value = 0;
        while (b >= '0' && b <= '9') {
            if (value > (Long.MAX_VALUE - (b - '0')) / 10) {
                throw malformed(b);
            }
            value = value * 10 + (b - '0');
            b = keepRead();
        }
        last = b;
        return value;
    }

    /** The rest of the line from {@code b}, its end of line left off. */
    private String readLine(int b) throws IOException {
        StringBuilder line = new StringBuilder();
        while (b >= 0 && b != '\n') {
            if (b != '\r') {
                line.append((char) b);
            }
            b = read();
        }
        return line.toString();
    }

    private void skipLine(int b) throws IOException {
        while (b >= 0 && b != '\n') {
            b = read();
        }
    }

    private int keepRead() throws IOException {
        int b = read();
        keep(b);
        return b;
    }

    private void keep(int b) {
        if (b >= 0 && b != '\n' && b != '\r' && textLength < SHOWN) {
            text[textLength++] = (byte) b;
        }
    }

    private int read() throws IOException {
        if (position == limit) {
            try {
                limit = in.read(buffer, 0, BUFFER);
            } catch (EOFException e) {
                throw new IllegalArgumentException(file + " ends early at line " + (line + 1) + " (" + e.getMessage()
                        + "): a truncated file? download it again");
            }
            position = 0;
            if (limit <= 0) {
                limit = 0;
                return -1;
            }
        }
        return buffer[position++] & 0xFF;
    }

    /** The line refused, its text read to its end from {@code current}, the last byte read. */
    private IllegalArgumentException malformed(int current) throws IOException {
        int b = current;
        while (b >= 0 && b != '\n') {
            b = keepRead();
        }
        String shown = new String(text, 0, textLength, StandardCharsets.UTF_8);
        return new IllegalArgumentException(file + " line " + line + " is not two whole numbers separated by tabs or"
                + " spaces: '" + shown + (textLength == SHOWN ? "...'" : "'") + "; a SNAP edge list has one relationship a"
                + " line, # for comments");
    }
}
