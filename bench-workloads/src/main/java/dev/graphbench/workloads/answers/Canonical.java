package dev.graphbench.workloads.answers;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import dev.graphbench.api.Answer;
import dev.graphbench.api.Query;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.temporal.ChronoField;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The canonical form of an answer, the same text for the same answer from any engine: rows as a
 * JSON array, sorted when the query's row order carries no meaning; a document as {@link Documents}
 * writes it; and its digest.
 *
 * <p>Values are written as JSON whatever class a driver gave them as: a whole number of any width as a
 * number, a float as the double it reads as, a date as {@code "2024-05-31"}, and a datetime as its time of
 * day in UTC, {@code "2024-05-31T07:30:00"} (a fraction of a second only when there is one), whether it came
 * with an offset or a zone (Neo4j's, PostgreSQL's {@code timestamptz}) or with none (a local datetime,
 * FalkorDB's, which keeps datetimes in UTC); a list as an array of such values.
 */
public final class Canonical {

    private static final DateTimeFormatter DATETIME = new DateTimeFormatterBuilder()
            .append(DateTimeFormatter.ISO_LOCAL_DATE).appendLiteral('T').appendPattern("HH:mm:ss")
            .appendFraction(ChronoField.NANO_OF_SECOND, 0, 9, true).toFormatter();
    private static final ObjectMapper JSON = new ObjectMapper().registerModule(new SimpleModule("canonical-values")
            .addSerializer(LocalDate.class, text(LocalDate::toString))
            .addSerializer(LocalDateTime.class, text(DATETIME::format))
            .addSerializer(Instant.class, text(instant -> DATETIME.format(LocalDateTime.ofInstant(instant,
                    ZoneOffset.UTC))))
            .addSerializer(OffsetDateTime.class, text(time -> DATETIME.format(LocalDateTime.ofInstant(
                    time.toInstant(), ZoneOffset.UTC))))
            .addSerializer(ZonedDateTime.class, text(time -> DATETIME.format(LocalDateTime.ofInstant(
                    time.toInstant(), ZoneOffset.UTC))))
            .addSerializer(Float.class, new StdSerializer<>(Float.class) {
                @Override
                public void serialize(Float value, JsonGenerator out, SerializerProvider provider) throws IOException {
                    out.writeNumber(Double.parseDouble(value.toString()));
                }
            }));

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
            return rows(answer.rows(), query.ordered());
        } catch (IllegalStateException e) {
            throw new IllegalStateException("an answer of " + query + " " + e.getMessage(), e);
        }
    }

    /**
     * The canonical text of {@code rows}: each row a JSON array of canonical values, the rows sorted unless
     * {@code ordered}.
     *
     * @throws IllegalStateException when a value has no canonical form
     */
    public static String rows(List<List<Object>> rows, boolean ordered) {
        try {
            List<String> written = new ArrayList<>(rows.size());
            for (List<Object> row : rows) {
                written.add(JSON.writeValueAsString(row));
            }
            if (!ordered) {
                written.sort(null);
            }
            return "[" + String.join(",", written) + "]";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot be written as JSON: " + e.getOriginalMessage(), e);
        }
    }

    /** A serializer that writes a value as the text {@code format} gives it. */
    private static <T> StdSerializer<T> text(Function<T, String> format) {
        return new StdSerializer<>((Class<T>) null) {
            @Override
            public void serialize(T value, JsonGenerator out, SerializerProvider provider) throws IOException {
                out.writeString(format.apply(value));
            }
        };
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
