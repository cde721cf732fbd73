package dev.graphbench.datagen;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * Pronounceable made-up words and short sentences for names, titles and comment bodies.
 *
 * <p>Every text is ASCII, so it is put together in a byte buffer and made a String in one copy:
 * comment bodies are most of the generator's work, and a StringBuilder's appends cost more
 * (bench-perf's GeneratorBenchmark measures the generator: {@code bench perf --parts generator}).
 */
final class Words {

    /**
     * Each syllable as an int, its letters in the low bytes and their count in the top byte, so that
     * a syllable is appended with one store and one add, not a loop over its 2 or 3 bytes (GeneratorBenchmark
     * measures what that saves).
     */
    private static final int[] SYLLABLES = packed(
        "ka", "lo", "mi", "ra", "ven", "to", "su", "ne", "da", "rik", "el", "mo", "za", "pi", "lan",
        "tor", "be", "sa", "qui", "do", "fe", "nor", "li", "gra", "hu", "jo", "ter", "wa", "yo", "cel",
        "mar", "vi");
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final String[] LANGUAGES = {
        "Java", "Kotlin", "Python", "Go", "Rust", "TypeScript", "C", "C++", "Scala", "Ruby", "Swift", "Elixir"
    };
    private static final byte[][] ORG_SUFFIXES = ascii("Labs", "Systems", "Works", "Collective", "Foundation", "Group");
    /** The longest text: a sentence of 20 words of 3 syllables of 3 letters, and spaces. */
    private static final int CAPACITY = 20 * 10;
    /** The most bytes a packed syllable's store writes beyond its letters (the next append overwrites them). */
    private static final int SLACK = Integer.BYTES - 2;

    private final byte[] text = new byte[CAPACITY + SLACK];
    private int length;

    /** A capitalised word of two or three syllables. */
    String word(Rng rng) {
        length = 0;
        appendWord(rng, true);
        return text();
    }

    /** A programming language, the first ones of the list the most common. */
    String language(Rng rng) {
        double u = rng.nextDouble();
        return LANGUAGES[(int) (u * u * LANGUAGES.length)];
    }

    String orgName(Rng rng) {
        length = 0;
        appendWord(rng, true);
        text[length++] = ' ';
        append(ORG_SUFFIXES[rng.nextInt(ORG_SUFFIXES.length)]);
        return text();
    }

    String personName(Rng rng) {
        length = 0;
        appendWord(rng, true);
        text[length++] = ' ';
        appendWord(rng, true);
        return text();
    }

    String login(Rng rng, long index) {
        length = 0;
        appendWord(rng, false);
        return text() + index;
    }

    String repoName(Rng rng) {
        length = 0;
        appendWord(rng, false);
        text[length++] = '-';
        appendWord(rng, false);
        return text();
    }

    /** A sentence of {@code min} to {@code max} words, capitalised. */
    String sentence(Rng rng, int min, int max) {
        length = 0;
        int words = min + rng.nextInt(max - min + 1);
        for (int i = 0; i < words; i++) {
            if (i > 0) {
                text[length++] = ' ';
            }
            appendWord(rng, i == 0);
        }
        return text();
    }

    private void appendWord(Rng rng, boolean capitalise) {
        int start = length;
        int syllables = 2 + rng.nextInt(2);
        for (int i = 0; i < syllables; i++) {
            int packed = SYLLABLES[rng.nextInt(SYLLABLES.length)];
            INT.set(text, length, packed);
            length += packed >>> 24;
        }
        if (capitalise) {
            text[start] = (byte) Character.toUpperCase(text[start]);
        }
    }

    /** Byte by byte: a suffix is a few bytes, too few for System.arraycopy to pay off. */
    private void append(byte[] bytes) {
        byte[] out = text;
        int at = length;
        for (byte b : bytes) {
            out[at++] = b;
        }
        length = at;
    }

    private String text() {
        return new String(text, 0, length, StandardCharsets.ISO_8859_1);
    }

    private static int[] packed(String... syllables) {
        int[] packed = new int[syllables.length];
        for (int i = 0; i < syllables.length; i++) {
            byte[] letters = syllables[i].getBytes(StandardCharsets.US_ASCII);
            for (int b = 0; b < letters.length; b++) {
                packed[i] |= (letters[b] & 0xFF) << (8 * b);
            }
            packed[i] |= letters.length << 24;
        }
        return packed;
    }

    private static byte[][] ascii(String... words) {
        byte[][] bytes = new byte[words.length][];
        for (int i = 0; i < words.length; i++) {
            bytes[i] = words[i].getBytes(StandardCharsets.US_ASCII);
        }
        return bytes;
    }
}
