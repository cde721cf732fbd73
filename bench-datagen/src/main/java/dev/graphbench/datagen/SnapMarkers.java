package dev.graphbench.datagen;

/** The comments of a file {@code bench datagen} wrote that make it the graph a run loaded. */
final class SnapMarkers {

    private final LongSets nodes;
    private final String name;
    private boolean relationshipsBegun;
    boolean repeatsKept;
    long isolated;

    SnapMarkers(LongSets nodes, String name) {
        this.nodes = nodes;
        this.name = name;
    }

    void relationshipRead() {
        relationshipsBegun = true;
    }

    void read(String comment) {
        if (!relationshipsBegun && comment.strip().equals(SnapDataset.REPEATS_KEPT)) {
            repeatsKept = true;
        } else if (comment.startsWith(SnapDataset.ISOLATED_NODES)) {
            for (String id : comment.substring(SnapDataset.ISOLATED_NODES.length()).strip().split(" +")) {
                if (!id.isEmpty()) {
                    nodes.add(node(id));
                    isolated++;
                }
            }
        }
    }

    private long node(String id) {
        try {
            long number = Long.parseLong(id);
            if (number >= 0) {
                return number;
            }
        } catch (NumberFormatException e) {
            // Said below.
        }
        throw new IllegalArgumentException(name + ": '" + id + "' after '" + SnapDataset.ISOLATED_NODES + "' is not a node"
                + " id; that comment lists whole numbers separated by spaces");
    }

    /** What the content hash adds for them: nothing for a file without them, which reads as it always did. */
    String inHash() {
        return (repeatsKept ? "\nrepeats=kept" : "") + (isolated > 0 ? "\nisolated=" + isolated : "");
    }
}
