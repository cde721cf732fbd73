package dev.graphbench.sql.tables;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * The SQL name of a label, a relationship type or a property: a name a statement writes without quotes on
 * PostgreSQL and on Oracle alike. The rules, in order:
 * <ol>
 * <li>lower case, accents taken off ({@code Amélie} to {@code amelie});</li>
 * <li>each run of characters other than {@code a-z}, {@code 0-9} and {@code _} becomes one {@code _}
 * ({@code Big Deal} to {@code big_deal}, {@code PLACED BY} to {@code placed_by});</li>
 * <li>a name that does not begin with a letter gets {@code t_} before it for a table, {@code c_} for a
 * column ({@code 3D} to {@code t_3d});</li>
 * <li>a reserved word of either engine gets {@code _} after it ({@code Order} to {@code order_},
 * {@code select} to {@code select_}): {@code reserved-words.txt} lists them.</li>
 * </ol>
 * A name longer than {@value #MAX_BYTES} bytes, PostgreSQL's limit, is refused; so are two labels or types of
 * one table name, and two properties of one column name (see {@link PropertyTables}).
 */
public final class SqlNames {

    /** The longest name PostgreSQL keeps whole. */
    public static final int MAX_BYTES = 63;

    private static final Set<String> RESERVED = reservedWords();

    private SqlNames() {
    }

    /** The table name of a label or type named {@code name}. */
    public static String table(String name) {
        return name(name, "t_");
    }

    /** The column name of a property named {@code name}. */
    public static String column(String name) {
        return name(name, "c_");
    }

    /**
     * The name of the index on {@code column} of {@code table}, both names of this class: {@code movie_imdbid_idx},
     * or, when that is longer than {@value #MAX_BYTES} bytes, its start and a hash of the whole, so that two indexes
     * never share a name.
     */
    public static String index(String table, String column) {
        String name = table + "_" + column + "_idx";
        if (name.length() <= MAX_BYTES) {
            return name;
        }
        return name.substring(0, MAX_BYTES - 9) + "_" + String.format(Locale.ROOT, "%08x", name.hashCode());
    }

    /** Whether {@code word} is reserved on either engine. */
    public static boolean reserved(String word) {
        return RESERVED.contains(word.toLowerCase(Locale.ROOT));
    }

    private static String name(String name, String prefix) {
        String plain = Normalizer.normalize(name, Normalizer.Form.NFD).replaceAll("\\p{M}", "")
                .toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9_]+", "_");
        if (plain.isEmpty() || plain.charAt(0) < 'a' || plain.charAt(0) > 'z') {
            plain = prefix + plain;
        }
        if (RESERVED.contains(plain)) {
            plain = plain + "_";
        }
        if (plain.length() > MAX_BYTES) {
            throw new IllegalArgumentException("'" + name + "' would be the SQL name " + plain + ", longer than the "
                    + MAX_BYTES + " characters PostgreSQL keeps; give it a shorter name in the files");
        }
        return plain;
    }

    private static Set<String> reservedWords() {
        Set<String> words = new HashSet<>();
        try (InputStream in = SqlNames.class.getResourceAsStream("reserved-words.txt");
             BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    words.add(line.strip());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read reserved-words.txt", e);
        }
        return Set.copyOf(words);
    }
}
