package dev.graphbench.workloads.answers;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.graphbench.api.Answer;
import dev.graphbench.api.Query;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The canonical form of an answer, the same text for the same answer from any engine: rows as a
 * JSON array, sorted when the query's row order carries no meaning; a document as {@link Documents}
 * writes it; and its digest.
 */
public final class Canonical {

    private static final ObjectMapper JSON = new ObjectMapper();

    private Canonical() {
    }

    /**
     * The canonical text of {@code answer} to {@code query}. A document's answer is its one document, or
     * null for no row.
     *
     * @throws IllegalStateException when a document's answer is not one row of one column
     */
    public static String text(Query query, Answer answer) {
        if (query.shape() == Query.Shape.DOCUMENT) {
            List<List<Object>> rows = answer.rows();
            if (rows.isEmpty()) {
                return Documents.canonical(null);
            }
            if (rows.size() != 1 || rows.getFirst().size() != 1) {
                throw new IllegalStateException(query + " must answer one row of one document, got " + rows.size()
                        + " rows of " + rows.getFirst().size() + " columns");
            }
            return Documents.canonical(rows.getFirst().getFirst());
        }
        try {
            List<String> rows = new ArrayList<>(answer.rows().size());
            for (List<Object> row : answer.rows()) {
                rows.add(JSON.writeValueAsString(row));
            }
            if (!query.ordered()) {
                rows.sort(null);
            }
            return "[" + String.join(",", rows) + "]";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("an answer of " + query + " cannot be written as JSON: " + e.getMessage(), e);
        }
    }

    /** A call's arguments as reports print them: {@code personId=p12, hops=4}. */
    public static String arguments(Map<String, Object> arguments) {
        return arguments == null ? "" : arguments.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(", "));
    }

    /** The first 16 hex digits of the SHA-256 of {@code text}: enough to tell answers apart, short enough to store per call. */
    public static String digest(String text) {
        return sha256(text).substring(0, 16);
    }

    /** The digest of a sequence of call digests. */
    public static String digestAll(List<String> digests) {
        return sha256(String.join("\n", digests)).substring(0, 16);
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }
}
