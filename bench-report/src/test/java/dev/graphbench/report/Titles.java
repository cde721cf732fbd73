package dev.graphbench.report;

/** The titles of the tables the tests look for, as the write-up words them. */
public final class Titles {

    public static final String LOADING = "Loading the graph";
    public static final String OBJECT_READS = "Reads through the object manager";
    public static final String MAPPER_COST = "What the mapper costs";
    public static final String TRAVERSALS = "Traversals written by hand";
    public static final String WHOLE_GRAPH = "The whole graph";
    public static final String OBJECT_WRITES = "Writes through the object manager";
    public static final String SUMMARY = "Quickest and slowest";
    public static final String LADDER = "Depth ladder";
    public static final String FULL_WALK = "full walk";
    public static final String TEPS = "edges a second (TEPS)";
    public static final String RATES = "Offered rates";
    public static final String USABLE = "Usable throughput";
    public static final String RATE_SEARCH = "Highest sustainable rate";
    public static final String TELEMETRY = "Server and client";
    public static final String REACH_BY_SHAPE = "Reach-4, 16 clients and the full walk, by shape of use";

    private Titles() {
    }
}
