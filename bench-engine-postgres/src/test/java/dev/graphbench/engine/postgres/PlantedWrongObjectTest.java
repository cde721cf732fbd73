package dev.graphbench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.options.PhaseList;
import dev.graphbench.api.Answer;
import dev.graphbench.api.Dialect;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Filter;
import dev.graphbench.api.Loader;
import dev.graphbench.api.ObjectStore;
import dev.graphbench.api.Query;
import dev.graphbench.api.Schema;
import dev.graphbench.api.Session;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.runner.Benchmark;
import dev.graphbench.runner.BenchmarkResult;
import dev.graphbench.runner.engines.EngineCatalog;
import dev.graphbench.options.RunOption;
import dev.graphbench.workloads.model.Comment;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The reference engine judges the object store too: two engines read the same PostgreSQL graph through
 * its object store, one of them with one answer planted wrong (every comment counted one too many), and
 * that engine's row of that workload alone DIFFERS, with the call and both answers; every other row of
 * both engines agrees with the reference.
 */
@ExtendWith(EmbeddedPostgresExtension.class)
class PlantedWrongObjectTest {

    @Test
    void exactlyThePlantedEnginesRowDiffers(Engine engine, @TempDir Path output) {
        BenchmarkResult result = Benchmark.builder()
                .catalog(EngineCatalog.discover(getClass().getClassLoader(), Map.of()))
                .set(RunOption.ENGINES, List.of(EngineCatalog.REFERENCE))
                .engine(new PostgresProvider(), engine)
                .engine(planted(), new PlantedEngine(engine))
                .set(RunOption.SCALE_FACTOR, 0.01)
                .set(RunOption.PHASES, PhaseList.of("load", "read"))
                .set(RunOption.CALLS, 10).set(RunOption.WARMUP, 1)
                .set(RunOption.WARMUP_SECONDS, 0.0).set(RunOption.SETTLE_SECONDS, 0.0)
                .set(RunOption.PLANS, false).set(RunOption.OUTPUT, output)
                .build().run();

        assertThat(result.disagreement()).isTrue();
        for (String name : List.of("postgres", "planted")) {
            EngineRun run = result.run(name);
            assertThat(run.status()).as(name).isEqualTo(Status.OK);
            for (WorkloadResult workload : run.workloads()) {
                assertThat(workload.status()).as("%s %s: %s", name, workload.id(), workload.reason())
                        .isEqualTo(Status.OK);
                boolean plantedRow = name.equals("planted") && workload.id().equals("count-all");
                assertThat(workload.agreement().verdict()).as("%s %s: %s", name, workload.id(),
                        workload.agreement().detail())
                        .isEqualTo(plantedRow ? Agreement.Verdict.DISAGREES : Agreement.Verdict.AGREES);
                assertThat(workload.agreement().reference()).isEqualTo(EngineCatalog.REFERENCE);
            }
        }
        Agreement planted = result.run("planted").workload("count-all").agreement();
        assertThat(planted.firstDifferingCall()).isZero();
        assertThat(planted.detail()).startsWith("call 0").contains("reference answered", "planted answered");
    }

    /** PostgreSQL's provider under another name, for the planted engine. */
    private static EngineProvider planted() {
        PostgresProvider postgres = new PostgresProvider();
        return new EngineProvider() {
            @Override
            public String name() {
                return "planted";
            }

            @Override
            public String displayName() {
                return "Planted";
            }

            @Override
            public String description() {
                return "PostgreSQL whose object store counts one comment too many";
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
                return postgres.dialect();
            }

            @Override
            public Engine open(Settings settings) {
                throw new IllegalStateException("given open");
            }
        };
    }

    /** The engine, its object store's counts one too many. */
    private record PlantedEngine(Engine inner) implements Engine {

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
            Session session = inner.openSession();
            return new Session() {
                @Override
                public Answer execute(Query query, Map<String, Object> arguments) {
                    return session.execute(query, arguments);
                }

                @Override
                public Optional<ObjectStore> objects() {
                    return session.objects().map(PlantedStore::new);
                }

                @Override
                public void close() {
                    session.close();
                }
            };
        }

        @Override
        public void close() {
            // The extension's engine, closed by it.
        }
    }

    private record PlantedStore(ObjectStore inner) implements ObjectStore {

        @Override
        public <T> T load(Class<T> type, String id) {
            return inner.load(type, id);
        }

        @Override
        public <T> List<T> loadAll(Class<T> type, Filter filter) {
            return inner.loadAll(type, filter);
        }

        @Override
        public long count(Class<?> type, Filter filter) {
            long count = inner.count(type, filter);
            return type == Comment.class ? count + 1 : count;
        }

        @Override
        public void save(Object object) {
            inner.save(object);
        }

        @Override
        public void saveAll(Collection<?> objects) {
            inner.saveAll(objects);
        }

        @Override
        public void delete(Class<?> type, Collection<String> ids) {
            inner.delete(type, ids);
        }
    }
}
