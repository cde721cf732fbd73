package dev.graphbench.api.graph;

/**
 * One relationship as the generator streams it to a loader. Its ends are given both by id (for
 * engines that match nodes by property) and by node ordinal (see {@link Node#ordinal()}).
 *
 * @param type       the relationship type; it fixes the labels of both ends
 * @param srcOrdinal the start node's ordinal
 * @param srcId      the start node's id
 * @param dstOrdinal the end node's ordinal
 * @param dstId      the end node's id
 */
public record Relationship(RelType type, long srcOrdinal, String srcId, long dstOrdinal, String dstId) {

    @Override
    public String toString() {
        return "(" + srcId + ")-[:" + type + "]->(" + dstId + ")";
    }
}
