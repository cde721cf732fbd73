package dev.graphbench.workloads.stated;

import dev.graphbench.api.Answer;
import dev.graphbench.api.DataSize;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.Loader;
import dev.graphbench.api.ObjectStore;
import dev.graphbench.api.Plan;
import dev.graphbench.api.Query;
import dev.graphbench.api.Schema;
import dev.graphbench.api.ServerTelemetry;
import dev.graphbench.api.Session;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An engine whose sessions are given, with each call of a query a catalogue brings a statement for, that statement
 * ({@link Query#stated}), which the engine runs as it runs its own. Everything else is the engine's.
 */
public final class StatedEngine implements Engine {

    private final Engine engine;
    private final CatalogueStatements statements;

    /** {@code engine}, its sessions given {@code statements}. */
    public StatedEngine(Engine engine, CatalogueStatements statements) {
        this.engine = engine;
        this.statements = statements;
    }

    /** The engine itself. */
    public Engine engine() {
        return engine;
    }

    /** {@code reopened} (the same engine opened again), its sessions given the same statements. */
    public StatedEngine on(Engine reopened) {
        return new StatedEngine(reopened, statements);
    }

    @Override
    public EngineInfo info() {
        return engine.info();
    }

    @Override
    public void ping() {
        engine.ping();
    }

    @Override
    public Schema schema() {
        return engine.schema();
    }

    @Override
    public Loader loader() {
        return engine.loader();
    }

    @Override
    public Optional<DataSize> dataSize() {
        return engine.dataSize();
    }

    @Override
    public Session openSession() {
        return new StatedSession(engine.openSession(), statements);
    }

    @Override
    public Optional<ServerTelemetry> telemetry() {
        return engine.telemetry();
    }

    @Override
    public void close() {
        engine.close();
    }

    /** A session of the engine, each query a catalogue brings a statement for asked with it. */
    private record StatedSession(Session session, CatalogueStatements statements) implements Session {

        @Override
        public Answer execute(Query query, Map<String, Object> arguments) {
            return session.execute(statements.stated(query), arguments);
        }

        @Override
        public Optional<ObjectStore> objects() {
            return session.objects();
        }

        @Override
        public List<Plan> plan(Runnable call) {
            return session.plan(call);
        }

        @Override
        public boolean begin() {
            return session.begin();
        }

        @Override
        public void rollback() {
            session.rollback();
        }

        @Override
        public void abort() {
            session.abort();
        }

        @Override
        public void close() {
            session.close();
        }
    }
}
