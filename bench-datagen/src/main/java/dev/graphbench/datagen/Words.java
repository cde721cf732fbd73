package dev.graphbench.datagen;

/** Pronounceable made-up words and short sentences for names, titles and comment bodies. */
final class Words {

    private static final String[] SYLLABLES = {
        "ka", "lo", "mi", "ra", "ven", "to", "su", "ne", "da", "rik", "el", "mo", "za", "pi", "lan",
        "tor", "be", "sa", "qui", "do", "fe", "nor", "li", "gra", "hu", "jo", "ter", "wa", "yo", "cel",
        "mar", "vi"
    };
    private static final String[] LANGUAGES = {
        "Java", "Kotlin", "Python", "Go", "Rust", "TypeScript", "C", "C++", "Scala", "Ruby", "Swift", "Elixir"
    };
    private static final String[] ORG_SUFFIXES = {"Labs", "Systems", "Works", "Collective", "Foundation", "Group"};

    private final StringBuilder text = new StringBuilder(160);

    /** A capitalised word of two or three syllables. */
    String word(Rng rng) {
        text.setLength(0);
        appendWord(rng, true);
        return text.toString();
    }

    /** A programming language, the first ones of the list the most common. */
    String language(Rng rng) {
        double u = rng.nextDouble();
        return LANGUAGES[(int) (u * u * LANGUAGES.length)];
    }

    String orgName(Rng rng) {
        text.setLength(0);
        appendWord(rng, true);
        text.append(' ').append(ORG_SUFFIXES[rng.nextInt(ORG_SUFFIXES.length)]);
        return text.toString();
    }

    String personName(Rng rng) {
        text.setLength(0);
        appendWord(rng, true);
        text.append(' ');
        appendWord(rng, true);
        return text.toString();
    }

    String login(Rng rng, long index) {
        text.setLength(0);
        appendWord(rng, false);
        text.append(index);
        return text.toString();
    }

    String repoName(Rng rng) {
        text.setLength(0);
        appendWord(rng, false);
        text.append('-');
        appendWord(rng, false);
        return text.toString();
    }

    /** A sentence of {@code min} to {@code max} words, capitalised. */
    String sentence(Rng rng, int min, int max) {
        text.setLength(0);
        int words = min + rng.nextInt(max - min + 1);
        for (int i = 0; i < words; i++) {
            if (i > 0) {
                text.append(' ');
            }
            appendWord(rng, i == 0);
        }
        return text.toString();
    }

    private void appendWord(Rng rng, boolean capitalise) {
        int start = text.length();
        int syllables = 2 + rng.nextInt(2);
        for (int i = 0; i < syllables; i++) {
            text.append(SYLLABLES[rng.nextInt(SYLLABLES.length)]);
        }
        if (capitalise) {
            text.setCharAt(start, Character.toUpperCase(text.charAt(start)));
        }
    }
}
