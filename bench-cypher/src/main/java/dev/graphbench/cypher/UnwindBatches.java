package dev.graphbench.cypher;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * How a Cypher loader cuts the generated stream into UNWIND batches: a label or a relationship type
 * cannot be a parameter, so each batch holds rows of one kind only, and a new batch starts when the
 * kind changes or the batch is full. Each row is a map, bound as one element of {@code $rows}.
 */
public final class UnwindBatches {

    private UnwindBatches() {
    }

    /**
     * Hands {@code write} every batch of {@code items}, in order, with the kind its rows share.
     *
     * @param kind      the label or type of an item
     * @param row       the map an item is bound as
     * @param batchSize the most rows a batch holds
     */
    public static <T, K> void forEach(Iterator<T> items, Function<T, K> kind, Function<T, Map<String, Object>> row,
                                      int batchSize, BiConsumer<K, List<Map<String, Object>>> write) {
        K current = null;
        List<Map<String, Object>> rows = new ArrayList<>();
        while (items.hasNext()) {
            T item = items.next();
            K itemKind = kind.apply(item);
            if (!Objects.equals(itemKind, current) && !rows.isEmpty()) {
                write.accept(current, rows);
                rows = new ArrayList<>();
            }
            current = itemKind;
            rows.add(row.apply(item));
            if (rows.size() == batchSize) {
                write.accept(current, rows);
                rows = new ArrayList<>();
            }
        }
        if (!rows.isEmpty()) {
            write.accept(current, rows);
        }
    }
}
