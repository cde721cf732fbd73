package dev.graphbench.catalogue.folder;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The statement files of a workload folder: {@code NAME.cypher} for every Cypher engine and {@code NAME.sql} for
 * every SQL engine, unless {@code NAME.ENGINE.cypher} or {@code NAME.ENGINE.sql} overrides it for the engine of
 * that name (BenchBase's dialect files). Each file is one statement, read whole, a trailing {@code ;} left out
 * (but a PL/SQL block's, {@code BEGIN ... END;}, which is one statement to Oracle).
 */
final class StatementFiles {

    /** The languages a folder's files are in, by the ending of their names. */
    enum Language {
        CYPHER("cypher"), SQL("sql");

        final String ending;

        Language(String ending) {
            this.ending = ending;
        }

        /** The language of an engine whose statements are in {@code language}; empty for another. */
        static Optional<Language> of(String language) {
            String lower = language.toLowerCase(java.util.Locale.ROOT);
            if (lower.equals("cypher")) {
                return Optional.of(CYPHER);
            }
            return lower.equals("sql") || lower.startsWith("sql/") ? Optional.of(SQL) : Optional.empty();
        }
    }

    /** One file: the workload it serves, the engine it is for (null for every engine of its language), its text. */
    record File(String workload, String engine, Language language, String name, String text) {
    }

    private final Map<String, File> files;

    private StatementFiles(Map<String, File> files) {
        this.files = files;
    }

    /**
     * Reads every {@code .cypher} and {@code .sql} file of {@code folder}.
     *
     * @throws IllegalArgumentException one line naming a file that names no workload, or is empty
     */
    static StatementFiles read(Path folder, Set<String> workloads) {
        Map<String, File> files = new TreeMap<>();
        try (Stream<Path> listed = Files.list(folder)) {
            for (Path path : listed.sorted().toList()) {
                String name = path.getFileName().toString();
                Language language = Stream.of(Language.values()).filter(l -> name.endsWith("." + l.ending))
                        .findFirst().orElse(null);
                if (language == null || !Files.isRegularFile(path)) {
                    continue;
                }
                String stem = name.substring(0, name.length() - language.ending.length() - 1);
                int dot = stem.indexOf('.');
                String workload = dot < 0 ? stem : stem.substring(0, dot);
                String engine = dot < 0 ? null : stem.substring(dot + 1);
                if (!workloads.contains(workload)) {
                    throw new IllegalArgumentException("the statement file " + name + " names no workload of the"
                            + " folder: name it WORKLOAD." + language.ending + " or WORKLOAD.ENGINE." + language.ending
                            + " after one of " + String.join(", ", workloads));
                }
                String text = text(Files.readString(path, StandardCharsets.UTF_8));
                if (text.isEmpty()) {
                    throw new IllegalArgumentException("the statement file " + name + " is empty: write the statement"
                            + " of " + workload + " in it");
                }
                files.put(name, new File(workload, engine, language, name, text));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the workload folder " + folder, e);
        }
        return new StatementFiles(files);
    }

    /**
     * A file's statement: its text, a trailing {@code ;} left out, but for a PL/SQL block's ({@code BEGIN ... END;}),
     * whose last {@code ;} is its own.
     */
    static String text(String file) {
        String text = file.strip();
        String upper = text.toUpperCase(java.util.Locale.ROOT);
        boolean block = (upper.startsWith("BEGIN") || upper.startsWith("DECLARE")) && upper.matches("(?s).*\\bEND\\s*;$");
        return !block && text.endsWith(";") ? text.substring(0, text.length() - 1).strip() : text;
    }

    /** Every file, by its name. */
    Map<String, File> all() {
        return files;
    }

    /** The file {@code engine}, whose statements are in {@code language}, runs for {@code workload}; empty when none. */
    Optional<File> of(String workload, String engine, Language language) {
        File own = files.get(workload + "." + engine + "." + language.ending);
        return own != null ? Optional.of(own) : Optional.ofNullable(files.get(workload + "." + language.ending));
    }

    /** The files of {@code workload}, by name. */
    Map<String, File> of(String workload) {
        Map<String, File> of = new LinkedHashMap<>();
        files.forEach((name, file) -> {
            if (file.workload().equals(workload)) {
                of.put(name, file);
            }
        });
        return of;
    }

    /** The parameters {@code file}'s statement names. */
    static Set<String> parameters(File file) {
        return StatementParameters.of(file.text(), file.language() == Language.SQL);
    }

    /** The languages a folder's files can be in, for messages. */
    static List<String> endings() {
        return Stream.of(Language.values()).map(language -> "." + language.ending).toList();
    }
}
