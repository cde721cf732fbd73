package dev.graphbench.workloads.objects;

import dev.graphbench.api.ObjectStore;
import dev.graphbench.api.Session;
import dev.graphbench.api.UnsupportedException;

/** A session's object store, for a workload the runner only calls on an engine that has one. */
final class ObjectStores {

    private ObjectStores() {
    }

    static ObjectStore of(Session session) {
        return session.objects().orElseThrow(() -> new UnsupportedException("this engine has no object store"));
    }
}
