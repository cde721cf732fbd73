package dev.graphbench.cli.plugins;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Dialect;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Loader;
import dev.graphbench.api.Query;
import dev.graphbench.api.Schema;
import dev.graphbench.api.Session;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.engine.reference.ReferenceProvider;
import java.util.List;
import java.util.Map;

/**
 * A plugin engine for tests, shipped in a jar as a third party would: the reference engine under
 * another name, with what a test wants of it changed by {@link #answer}. Its subclasses are the
 * plugins the tests load.
 */
public abstract class ReferenceLike implements EngineProvider {

    private final ReferenceProvider reference = new ReferenceProvider();

    /** What the engine answers to {@code query}, given the reference's answer. */
    protected abstract Answer answer(Query query, Answer reference);

    /** What the engine says it is, for the provenance of its results. */
    protected EngineInfo engineInfo() {
        return new EngineInfo("plugin " + name(), "1", "in-process", "1", "in-process");
    }

    @Override
    public String displayName() {
        return "Plugin " + name();
    }

    @Override
    public String description() {
        return "the reference engine as a plugin, for tests";
    }

    @Override
    public List<Setting> settings() {
        return List.of();
    }

    @Override
    public boolean isConfigured(Settings settings) {
        return true;
    }

    @Override
    public Dialect dialect() {
        return reference.dialect();
    }

    @Override
    public Engine open(Settings settings) {
        Engine inner = reference.open(settings);
        return new Engine() {
            @Override
            public EngineInfo info() {
                return engineInfo();
            }

            @Override
            public void ping() {
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
                Session session = inner.openSession();
                return new Session() {
                    @Override
                    public Answer execute(Query query, Map<String, Object> arguments) {
                        return answer(query, session.execute(query, arguments));
                    }

                    @Override
                    public void close() {
                        session.close();
                    }
                };
            }

            @Override
            public void close() {
                inner.close();
            }
        };
    }

    /** Answers one more than the reference counts: its answers differ. */
    public static final class Miscounting extends ReferenceLike {
        @Override
        public String name() {
            return "miscounting";
        }

        @Override
        protected Answer answer(Query query, Answer reference) {
            return query.equals(Queries.ONE_HOP) ? Answer.ofCount(reference.count() + 1) : reference;
        }
    }

    /** Answers as the reference does: a plugin that works. */
    public static final class Faithful extends ReferenceLike {
        @Override
        public String name() {
            return "faithful";
        }

        @Override
        protected Answer answer(Query query, Answer reference) {
            return reference;
        }
    }

    /** A fault of the harness's own kind, an error no engine failure is: the command ends with exit 1. */
    public static final class Crashing extends ReferenceLike {
        @Override
        public String name() {
            return "crashing";
        }

        @Override
        protected Answer answer(Query query, Answer reference) {
            throw new AssertionError("a broken invariant");
        }
    }

    /** A provider whose constructor throws, as one whose configuration is missing might. */
    public static final class Unmakeable extends ReferenceLike {
        public Unmakeable() {
            throw new IllegalStateException("no licence file found");
        }

        @Override
        public String name() {
            return "unmakeable";
        }

        @Override
        protected Answer answer(Query query, Answer reference) {
            return reference;
        }
    }

    /** A plugin that names itself as a built-in engine does. */
    public static final class Impostor extends ReferenceLike {
        @Override
        public String name() {
            return "postgres";
        }

        @Override
        protected Answer answer(Query query, Answer reference) {
            return reference;
        }
    }
}
