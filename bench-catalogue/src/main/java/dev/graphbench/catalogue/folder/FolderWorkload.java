package dev.graphbench.catalogue.folder;

import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * One workload of a folder, as its workloads file declares it.
 *
 * @param name       its id, as in results and reports; its statement files are named after it
 * @param title      its row in the report
 * @param kind       what it does: a read, or a write of one kind
 * @param parameters each parameter, by the name its statements bind it by, and where its arguments come from
 * @param answer     how its answer is compared: ordered rows, a set of rows, or a count
 * @param check      for a write, the read of the same folder run after each call, whose answer is compared; null
 *                   for a read
 * @param argumentsOf the workload (built-in, a plugin's or the folder's) whose arguments it is asked, call by call,
 *                   rather than arguments of its own ({@code arguments-of}); null for its own
 */
public record FolderWorkload(String name, String title, Kind kind, Map<String, Source> parameters, Answer answer,
                             String check, String argumentsOf) {

    /** A workload drawing arguments of its own. */
    public FolderWorkload(String name, String title, Kind kind, Map<String, Source> parameters, Answer answer,
                          String check) {
        this(name, title, kind, parameters, answer, check, null);
    }

    /** What a workload does: its {@code phase} word in the workloads file. */
    public enum Kind {
        /** Reads. */
        READ,
        /** Adds nodes or relationships. */
        INSERT,
        /** Changes properties. */
        UPDATE,
        /** Deletes nodes or relationships. */
        DELETE;

        /** Whether it writes. */
        public boolean writes() {
            return this != READ;
        }

        /** The word of the workloads file: {@code read}. */
        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** How an answer is compared: its {@code answer} word in the workloads file. */
    public enum Answer {
        /** Rows in the order the statement gives them. */
        ORDERED,
        /** Rows in any order. */
        SET,
        /** One row of one whole number. */
        COUNT;

        /** The word of the workloads file: {@code ordered}. */
        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** Where a parameter's arguments come from, drawn seeded from the loaded graph. */
    public sealed interface Source {

        /** Ids of nodes of {@code label}: {@code {ids: Person}}. */
        record Ids(String label) implements Source {
        }

        /** Whole numbers from {@code min} to {@code max}: {@code {range: [1980, 2020]}}. */
        record Range(long min, long max) implements Source {
        }

        /** Values of {@code property} of nodes of {@code label}: {@code {values: Genre.name}}. */
        record Values(String label, String property) implements Source {
        }
    }

    /** Checks the parts are given. */
    public FolderWorkload {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(answer, "answer");
        parameters = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(parameters));
    }
}
