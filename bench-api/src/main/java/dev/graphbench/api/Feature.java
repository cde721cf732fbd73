package dev.graphbench.api;

/** What an engine can do beyond the hand-written queries. */
public enum Feature {
    /** {@link ObjectStore#load}, {@link ObjectStore#loadAll} and {@link ObjectStore#count}. */
    OBJECT_READS,
    /** {@link ObjectStore#save}, {@link ObjectStore#saveAll} and {@link ObjectStore#delete}. */
    OBJECT_WRITES
}
