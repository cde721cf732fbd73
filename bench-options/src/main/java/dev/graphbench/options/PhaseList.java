package dev.graphbench.options;

import dev.graphbench.options.values.Items;
import dev.graphbench.options.values.ValueType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The phases a run is asked for, by id ({@code load}, {@code traverse}, or one a plugin adds), in the order
 * written; none for every phase there is. Which ids are phases is known once the phases are found, and
 * checked then, when the run is built.
 *
 * @param ids the phases named; empty for every phase
 */
public record PhaseList(List<String> ids) {

    /** Every phase there is. */
    public static final PhaseList EVERY = new PhaseList(List.of());

    /** How the command line writes phases, comma-separated, and reads them back. */
    public static final ValueType<PhaseList> TYPE = new ValueType<>() {
        @Override
        public PhaseList read(String option, String text) {
            if (text.isBlank()) {
                return EVERY;
            }
            List<String> ids = new ArrayList<>();
            for (String id : Items.split(option, text)) {
                String phase = id.toLowerCase(Locale.ROOT);
                if (!phase.matches("[a-z][a-z0-9-]*")) {
                    throw ValueType.wrong(option, "phase ids, comma-separated, such as load,traverse", text);
                }
                if (!ids.contains(phase)) {
                    ids.add(phase);
                }
            }
            return new PhaseList(ids);
        }

        @Override
        public String show(PhaseList phases) {
            return String.join(",", phases.ids());
        }
    };

    /** Copies the ids. */
    public PhaseList {
        ids = List.copyOf(ids);
    }

    /** The phases {@code ids}. */
    public static PhaseList of(String... ids) {
        return new PhaseList(List.of(ids));
    }

    /** Whether every phase is asked for. */
    public boolean every() {
        return ids.isEmpty();
    }

    /** Whether phase {@code id} is asked for: named, or every phase asked for. */
    public boolean includes(String id) {
        return every() || ids.contains(id);
    }

    /** Whether {@code id} alone is named. */
    public boolean isOnly(String id) {
        return ids.equals(List.of(id));
    }
}
