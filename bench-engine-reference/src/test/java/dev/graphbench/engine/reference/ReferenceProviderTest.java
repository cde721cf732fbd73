package dev.graphbench.engine.reference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Parameter;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.QueryId;
import dev.graphbench.api.Session;
import dev.graphbench.api.Settings;
import dev.graphbench.api.UnsupportedException;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

/** What the provider and the engine declare about themselves. */
class ReferenceProviderTest {

    private static EngineProvider provider() {
        return ServiceLoader.load(EngineProvider.class).stream().map(ServiceLoader.Provider::get)
                .filter(provider -> provider.name().equals("reference")).findFirst().orElseThrow();
    }

    @Test
    void isFoundByServiceLoaderAndNeedsNoSettings() {
        EngineProvider provider = provider();
        assertThat(provider).isInstanceOf(ReferenceProvider.class);
        assertThat(provider.settings()).isEmpty();
        assertThat(provider.isConfigured(Settings.resolve(List.of(), Map.of()))).isTrue();
        assertThat(provider.embeddedServer()).isEmpty();
    }

    @Test
    void describesItselfAsInProcessAtTheModuleVersion() {
        try (Engine engine = provider().open(Settings.resolve(List.of(), Map.of()))) {
            engine.ping();
            assertThat(engine.info().product()).isEqualTo("graph-bench reference");
            assertThat(engine.info().productVersion()).matches("\\d+\\.\\d+\\.\\d+.*");
            assertThat(engine.info().driver()).isEqualTo("in-process");
            assertThat(engine.info().deployment()).isEqualTo("in-process");
        }
    }

    @Test
    void supportsEveryQueryAsWalksAndHasNoObjectStore() {
        Dialect dialect = provider().dialect();
        assertThat(EnumSet.allOf(QueryId.class)).filteredOn(dialect::supports)
                .containsExactlyInAnyOrderElementsOf(ReferenceEngineQueries.SUPPORTED);
        assertThat(dialect.paths()).isEqualTo(PathSemantics.WALK);
        try (Engine engine = provider().open(Settings.resolve(List.of(), Map.of()));
             Session session = engine.openSession()) {
            assertThat(session.objects()).isEmpty();
        }
    }

    @Test
    void hasNoObjectStoreAndSoNoHandWrittenCounterpartOfItsReads() {
        try (Engine engine = provider().open(Settings.resolve(List.of(), Map.of()));
             Session session = engine.openSession()) {
            for (QueryId query : EnumSet.complementOf(EnumSet.copyOf(ReferenceEngineQueries.SUPPORTED))) {
                assertThat(provider().dialect().statement(query)).as(query.id()).isEmpty();
                Map<String, Object> arguments = new HashMap<>();
                query.parameters().forEach(parameter -> arguments.put(parameter.name(), "x"));
                assertThatThrownBy(() -> session.execute(query, arguments)).isInstanceOf(UnsupportedException.class);
            }
        }
    }

    @Test
    void showsAShortComputationForEveryQuery() {
        Dialect dialect = provider().dialect();
        assertThat(dialect.language()).isEqualTo("Java");
        for (QueryId query : ReferenceEngineQueries.SUPPORTED) {
            String statement = dialect.statement(query).orElseThrow();
            assertThat(statement.lines().count()).as(query.id()).isBetween(2L, 5L);
            for (Parameter parameter : query.parameters()) {
                if (!parameter.optional()) {
                    assertThat(statement).as(query.id()).contains("$" + parameter.name());
                }
            }
        }
    }
}
