package dev.graphbench.runner;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.Loader;
import dev.graphbench.api.Schema;
import dev.graphbench.api.Session;

/** An engine that does what another does; a test overrides the part it changes. */
public abstract class DelegatingEngine implements Engine {

    protected final Engine inner;

    protected DelegatingEngine(Engine inner) {
        this.inner = inner;
    }

    @Override
    public EngineInfo info() {
        return inner.info();
    }

    @Override
    public void ping() {
        inner.ping();
    }

    @Override
    public Schema schema() {
        return inner.schema();
    }

    @Override
    public Loader loader() {
        return inner.loader();
    }

    @Override
    public Session openSession() {
        return inner.openSession();
    }

    @Override
    public void close() {
        inner.close();
    }
}
