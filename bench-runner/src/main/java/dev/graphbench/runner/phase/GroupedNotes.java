package dev.graphbench.runner.phase;

import dev.graphbench.results.Status;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The notes under a table of what was held or skipped, or timed apart (slow), one per engine and reason:
 * {@code "held: neo4j, two-hops, three-hops: no answer within 300 s"}, so that an engine that stopped says why once,
 * not once a row.
 */
public final class GroupedNotes {

    private record Key(String kind, String engine, String reason) {
    }

    private final Map<Key, Set<String>> ids = new LinkedHashMap<>();

    /** {@code engine}'s {@code id} was not measured (told once however often added), as {@code status}, for {@code reason}. */
    public void add(Status status, String engine, String id, String reason) {
        add(status.name().toLowerCase(Locale.ROOT), engine, id, reason);
    }

    /** {@code engine}'s {@code id} is of {@code kind} ({@code held}, {@code slow}) for {@code reason}. */
    public void add(String kind, String engine, String id, String reason) {
        ids.computeIfAbsent(new Key(kind, engine, Objects.toString(reason, "no reason given")), key -> new LinkedHashSet<>())
                .add(id);
    }

    /** One line per engine, status and reason, in the order first added. */
    public List<String> lines() {
        List<String> lines = new ArrayList<>();
        ids.forEach((key, held) -> lines.add(key.kind() + ": " + key.engine() + ", " + String.join(", ", held) + ": "
                + key.reason()));
        return lines;
    }
}
