package dev.graphbench.engine.neo4j;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Relationship;
import java.util.Collections;
import java.util.Iterator;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongConsumer;

/**
 * One import of the graph into a Neo4j the harness started, run on a thread of its own while
 * the harness streams the graph: it starts with the nodes, and once the importer has stored them
 * and asks for the relationships it waits until the harness hands them over. So the nodes and the
 * relationships are timed apart, as on every other load path, without holding the graph in memory.
 */
final class StreamedImport {

    private final CompletableFuture<Void> nodesImported = new CompletableFuture<>();
    private final CompletableFuture<GraphImportInput.Stream<Relationship>> relationships = new CompletableFuture<>();
    private final AtomicBoolean relationshipsAsked = new AtomicBoolean();
    private final CompletableFuture<Void> finished;

    private StreamedImport(LocalStore store, Iterator<Node> nodes, LongConsumer progress) {
        GraphImportInput input = new GraphImportInput(new GraphImportInput.Stream<>(nodes, progress),
                this::awaitRelationships);
        finished = CompletableFuture.runAsync(() -> store.rebuild(new Neo4jImporter(input)), task -> {
            Thread thread = new Thread(task, "bench-neo4j-import");
            // A run that ends between nodes and relationships must not wait for this thread.
            thread.setDaemon(true);
            thread.start();
        });
        // An importer that fails before asking for the relationships ends the wait for the nodes too.
        finished.whenComplete((done, failure) -> nodesImported.complete(null));
    }

    /** Starts importing, and returns once every node is stored. */
    static StreamedImport nodes(LocalStore store, Iterator<Node> nodes, LongConsumer progress) {
        StreamedImport running = new StreamedImport(store, nodes, progress);
        running.nodesImported.join();
        if (running.finished.isDone()) {
            running.awaitFinished();
            throw new EngineException("Neo4j's importer finished without asking for the relationships");
        }
        return running;
    }

    /** Hands the relationships over, and returns once the import is done and Neo4j is up again over it. */
    void relationships(Iterator<Relationship> rows, LongConsumer progress) {
        relationships.complete(new GraphImportInput.Stream<>(rows, progress));
        awaitFinished();
    }

    /** Ends an import whose relationships will never come: with none, so that Neo4j starts again. */
    void abandon() {
        relationships.complete(new GraphImportInput.Stream<>(Collections.emptyIterator(), stored -> { }));
        finished.exceptionally(failure -> null).join();
    }

    private void awaitFinished() {
        try {
            finished.join();
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException cause ? cause : e;
        }
    }

    private GraphImportInput.Stream<Relationship> awaitRelationships() {
        if (relationshipsAsked.getAndSet(true)) {
            // The stream is read once: a second reading would find it empty and lose relationships.
            throw new IllegalStateException("the importer asked for the relationships a second time");
        }
        nodesImported.complete(null);
        return relationships.join();
    }
}
