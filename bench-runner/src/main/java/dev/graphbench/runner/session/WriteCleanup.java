package dev.graphbench.runner.session;

import dev.graphbench.api.ObjectStore;
import dev.graphbench.results.Failures;
import dev.graphbench.runner.calls.CallWatch;
import dev.graphbench.runner.calls.Calls;
import dev.graphbench.runner.calls.EngineContext;
import dev.graphbench.workloads.core.Workload;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * After the write phase, and after a mix's measurements, untimed: deletes every object the writes wrote, in batches, then lets the
 * engine reclaim what the deletions left ({@link dev.graphbench.api.Schema#afterWrites()}), so that
 * later phases and a second run read the graph as it was loaded.
 */
final class WriteCleanup {

    /** Ids per delete. */
    private static final int DELETE_BATCH = 10_000;

    private WriteCleanup() {
    }

    /**
     * Deletes what {@code calls} of {@code writer} ("the write phase", "the mix") wrote, by workload.
     *
     * @return why the graph is not the one loaded any more, or null when it is
     */
    static String run(EngineContext context, Map<Workload, List<Map<String, Object>>> calls, String writer) {
        // A write undone as it was made (a workload folder's, rolled back) names nothing written.
        if (calls.entrySet().stream().allMatch(call -> call.getValue().isEmpty()
                || call.getKey().written(call.getValue()).values().stream().allMatch(Collection::isEmpty))) {
            return null;
        }
        String name = context.name();
        long start = System.nanoTime();
        long deleted = 0;
        Calls opened = null;
        try (Calls session = Calls.open(context.engine(), context.watch())) {
            opened = session;
            CallWatch.Watched watched = session.watched();
            ObjectStore objects = session.session().objects().orElseThrow();
            for (Map.Entry<Workload, List<Map<String, Object>>> workload : calls.entrySet()) {
                for (Map.Entry<Class<?>, Collection<String>> written : workload.getKey().written(workload.getValue()).entrySet()) {
                    List<String> ids = List.copyOf(written.getValue());
                    for (int from = 0; from < ids.size(); from += DELETE_BATCH) {
                        List<String> batch = ids.subList(from, Math.min(ids.size(), from + DELETE_BATCH));
                        watched.begin();
                        objects.delete(written.getKey(), batch);
                        watched.end();
                        deleted += batch.size();
                    }
                }
            }
        } catch (RuntimeException e) {
            return "the objects " + writer + " wrote could not all be deleted, so the graph in " + name
                    + " is no longer the one loaded: " + Failures.oneLine(opened == null ? e : opened.explain(e))
                    + "; run the load phase again";
        }
        context.listener().message(name, String.format(Locale.ROOT, "deleted the %,d objects %s wrote or may have written in %.1f s",
                deleted, writer, (System.nanoTime() - start) / 1e9));
        start = System.nanoTime();
        try {
            context.engine().schema().afterWrites();
        } catch (RuntimeException e) {
            return "what " + writer + "'s deletions left could not be reclaimed in " + name + ": " + Failures.oneLine(e);
        }
        context.listener().message(name, String.format(Locale.ROOT, "reclaimed what the deletions left in %.1f s",
                (System.nanoTime() - start) / 1e9));
        return null;
    }
}
