package dev.graphbench.datagen.csv;

import dev.graphbench.api.graph.Property;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * How the cells of one property column are read: the header's type, its range, and for an array the
 * delimiter between elements. Each value comes out as its {@link Property.Type}'s Java class, an array as an
 * unmodifiable list; an empty cell is a value the node or relationship lacks (null).
 *
 * <p>The rules are Neo4j's importer's with three differences, each so that every engine holds the same
 * value: a boolean is {@code true} or {@code false} in any case, anything else refused (the importer reads
 * anything but {@code true} as false); a datetime keeps at most six digits of a second (PostgreSQL's and
 * Oracle's timestamps do) and is held as its instant, in UTC; a date or datetime is of a year from 1 to 9999.
 */
final class Value {

    /** The header's name of a type, and what it declares. */
    enum Declared {
        INT("int", Property.Type.LONG, Integer.MIN_VALUE, Integer.MAX_VALUE),
        LONG("long", Property.Type.LONG, Long.MIN_VALUE, Long.MAX_VALUE),
        SHORT("short", Property.Type.LONG, Short.MIN_VALUE, Short.MAX_VALUE),
        BYTE("byte", Property.Type.LONG, Byte.MIN_VALUE, Byte.MAX_VALUE),
        FLOAT("float", Property.Type.DOUBLE, 0, 0),
        DOUBLE("double", Property.Type.DOUBLE, 0, 0),
        BOOLEAN("boolean", Property.Type.BOOLEAN, 0, 0),
        STRING("string", Property.Type.STRING, 0, 0),
        CHAR("char", Property.Type.STRING, 0, 0),
        DATE("date", Property.Type.DATE, 0, 0),
        DATETIME("datetime", Property.Type.DATETIME, 0, 0),
        LOCALDATETIME("localdatetime", Property.Type.LOCAL_DATETIME, 0, 0);

        final String word;
        final Property.Type type;
        final long min;
        final long max;

        Declared(String word, Property.Type type, long min, long max) {
            this.word = word;
            this.type = type;
            this.min = min;
            this.max = max;
        }

        /** The type named {@code word}, in any case; null when there is none. */
        static Declared named(String word) {
            for (Declared declared : values()) {
                if (declared.word.equalsIgnoreCase(word)) {
                    return declared;
                }
            }
            return null;
        }
    }

    private static final Pattern DECIMAL = Pattern.compile("[+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][+-]?\\d+)?");
    private static final DateTimeFormatter LOCAL = new DateTimeFormatterBuilder()
            .append(DateTimeFormatter.ISO_LOCAL_DATE).appendLiteral('T')
            .appendValue(ChronoField.HOUR_OF_DAY, 2).appendLiteral(':').appendValue(ChronoField.MINUTE_OF_HOUR, 2)
            .optionalStart().appendLiteral(':').appendValue(ChronoField.SECOND_OF_MINUTE, 2)
            .optionalStart().appendFraction(ChronoField.NANO_OF_SECOND, 1, 9, true).optionalEnd()
            .optionalEnd().toFormatter();
    /** A datetime: a local date and time, then an offset (Z, +01:00, +0100, +01), a zone in brackets, both or none. */
    private static final DateTimeFormatter ZONED = new DateTimeFormatterBuilder().append(LOCAL)
            .optionalStart().appendOffset("+HH:MM", "Z").optionalEnd()
            .optionalStart().appendOffset("+HHMM", "Z").optionalEnd()
            .optionalStart().appendOffset("+HH", "Z").optionalEnd()
            .optionalStart().appendLiteral('[').parseCaseSensitive().appendZoneRegionId().appendLiteral(']')
            .optionalEnd().toFormatter();

    private final Declared declared;
    private final boolean array;
    private final String arrayDelimiter;
    /** The zone of a datetime that names none: the header's {@code {timezone:...}}, or UTC. */
    private final ZoneId zone;

    Value(Declared declared, boolean array, String arrayDelimiter, ZoneId zone) {
        this.declared = declared;
        this.array = array;
        this.arrayDelimiter = arrayDelimiter;
        this.zone = zone;
    }

    /** The property a column of this type named {@code name} holds. */
    Property property(String name) {
        return new Property(name, declared.type, array);
    }

    /** The type as the header wrote it: {@code int[]}. */
    String declared() {
        return declared.word + (array ? "[]" : "");
    }

    /**
     * The value of a cell; null for an empty one.
     *
     * @throws IllegalArgumentException what is wrong with the text, in words that follow "the cell ... is"
     */
    Object read(String cell) {
        if (cell == null || !array && cell.isEmpty() && declared.type != Property.Type.STRING) {
            return null;
        }
        if (!array) {
            return one(cell);
        }
        if (cell.isEmpty()) {
            return null;
        }
        List<Object> elements = new ArrayList<>();
        int from = 0;
        while (true) {
            int to = cell.indexOf(arrayDelimiter, from);
            String element = cell.substring(from, to < 0 ? cell.length() : to);
            if (element.isEmpty() && declared.type != Property.Type.STRING) {
                throw new IllegalArgumentException("an array with an empty element, which only a string array may hold");
            }
            elements.add(one(element));
            if (to < 0) {
                return List.copyOf(elements);
            }
            from = to + arrayDelimiter.length();
        }
    }

    private Object one(String text) {
        return switch (declared) {
            case STRING -> text;
            case CHAR -> {
                if (text.length() != 1) {
                    throw new IllegalArgumentException("not one character");
                }
                yield text;
            }
            case INT, LONG, SHORT, BYTE -> whole(text);
            case FLOAT, DOUBLE -> real(text);
            case BOOLEAN -> {
                if (text.equalsIgnoreCase("true")) {
                    yield Boolean.TRUE;
                }
                if (text.equalsIgnoreCase("false")) {
                    yield Boolean.FALSE;
                }
                throw new IllegalArgumentException("neither true nor false");
            }
            case DATE -> {
                LocalDate date = plainDate(text);
                yield date != null ? year(date)
                        : year(parse(text, DateTimeFormatter.ISO_LOCAL_DATE, "a date such as 2024-05-31", LocalDate::from));
            }
            case LOCALDATETIME -> {
                LocalDateTime local = plainLocal(text);
                yield local != null ? year(local) : year(parse(text, LOCAL, "a local datetime such as"
                        + " 2024-05-31T09:30:00", LocalDateTime::from));
            }
            case DATETIME -> {
                // The plainest form, in UTC, read without the formatter: most files write it so.
                LocalDateTime utc = text.length() == 20 && text.charAt(19) == 'Z' ? plainLocal(text.substring(0, 19))
                        : null;
                yield utc != null ? year(utc).toInstant(ZoneOffset.UTC) : instant(text);
            }
        };
    }

    /**
     * {@code 2024-05-31} read digit by digit, as most files write a date, quicker than the formatter; null for
     * any other form, which the formatter reads (and refuses with its words).
     */
    private static LocalDate plainDate(String text) {
        if (text.length() != 10 || text.charAt(4) != '-' || text.charAt(7) != '-') {
            return null;
        }
        int year = digits(text, 0, 4);
        int month = digits(text, 5, 7);
        int day = digits(text, 8, 10);
        if (year < 0 || month < 0 || day < 0) {
            return null;
        }
        try {
            return LocalDate.of(year, month, day);
        } catch (DateTimeException e) {
            return null;
        }
    }

    /** {@code 2024-05-31T09:30:00} read digit by digit; null for any other form. */
    private static LocalDateTime plainLocal(String text) {
        if (text.length() != 19 || text.charAt(10) != 'T' || text.charAt(13) != ':' || text.charAt(16) != ':') {
            return null;
        }
        LocalDate date = plainDate(text.substring(0, 10));
        int hour = digits(text, 11, 13);
        int minute = digits(text, 14, 16);
        int second = digits(text, 17, 19);
        if (date == null || hour < 0 || minute < 0 || second < 0) {
            return null;
        }
        try {
            return LocalDateTime.of(date, LocalTime.of(hour, minute, second));
        } catch (DateTimeException e) {
            return null;
        }
    }

    /** The number the decimal digits of {@code text} from {@code from} to {@code to} write; -1 for another character. */
    private static int digits(String text, int from, int to) {
        int value = 0;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }

    private long whole(String text) {
        long value;
        try {
            value = Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a whole number");
        }
        if (value < declared.min || value > declared.max) {
            throw new IllegalArgumentException("out of the range of " + declared.word + " (" + declared.min + " to "
                    + declared.max + ")");
        }
        return value;
    }

    private static double real(String text) {
        String number = text.strip();
        if (number.equals("NaN") || number.equals("Infinity") || number.equals("+Infinity")) {
            return number.equals("NaN") ? Double.NaN : Double.POSITIVE_INFINITY;
        }
        if (number.equals("-Infinity")) {
            return Double.NEGATIVE_INFINITY;
        }
        if (!DECIMAL.matcher(number).matches()) {
            throw new IllegalArgumentException("not a number");
        }
        return Double.parseDouble(number);
    }

    private Instant instant(String text) {
        TemporalAccessor parsed = parse(text, ZONED,
                "a datetime such as 2024-05-31T09:30:00Z, 2024-05-31T09:30:00+02:00 or 2024-05-31T09:30:00[Europe/Paris]",
                accessor -> accessor);
        LocalDateTime local = year(LocalDateTime.of(LocalDate.from(parsed), LocalTime.from(parsed)));
        ZoneId at = parsed.query(java.time.temporal.TemporalQueries.zone());
        if (parsed.isSupported(ChronoField.OFFSET_SECONDS)) {
            at = ZoneOffset.ofTotalSeconds(parsed.get(ChronoField.OFFSET_SECONDS));
        }
        return local.atZone(at == null ? zone : at).toInstant();
    }

    private static <T> T parse(String text, DateTimeFormatter format, String expected,
                               java.util.function.Function<TemporalAccessor, T> from) {
        try {
            return from.apply(format.parse(text.strip()));
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("not " + expected);
        } catch (DateTimeException e) {
            throw new IllegalArgumentException("not " + expected + " (" + e.getMessage() + ")");
        }
    }

    private static <T extends TemporalAccessor> T year(T value) {
        int year = value.get(ChronoField.YEAR);
        if (year < 1 || year > 9999) {
            throw new IllegalArgumentException("of the year " + year + "; every engine holds the years 1 to 9999");
        }
        if (value.isSupported(ChronoField.NANO_OF_SECOND) && value.get(ChronoField.NANO_OF_SECOND) % 1000 != 0) {
            throw new IllegalArgumentException("finer than a microsecond, which PostgreSQL and Oracle do not keep");
        }
        return value;
    }
}
