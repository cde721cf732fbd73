package dev.graphbench.engine.reference;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Parameter;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.api.Settings;
import dev.graphbench.catalogue.Queries;
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
    void supportsEveryQueryOfTheBenchmarkAsWalksAndHasNoObjectStore() {
        Dialect dialect = provider().dialect();
        assertThat(Queries.all()).allSatisfy(query -> assertThat(dialect.supports(query)).as(query.id()).isTrue());
        // A statement named after no query would stand for a query nobody asks.
        assertThat(dialect.statements().keySet())
                .containsExactlyInAnyOrderElementsOf(Queries.all().stream().map(Query::id).toList());
        assertThat(dialect.supports(Query.count("four-hops"))).isFalse();
        assertThat(dialect.paths()).isEqualTo(PathSemantics.WALK);
        try (Engine engine = provider().open(Settings.resolve(List.of(), Map.of()));
             Session session = engine.openSession()) {
            assertThat(session.objects()).isEmpty();
        }
    }

    @Test
    void showsAShortComputationForEveryQuery() {
        Dialect dialect = provider().dialect();
        assertThat(dialect.language()).isEqualTo("Java");
        for (Query query : Queries.all()) {
            String statement = dialect.statement(query).orElseThrow();
            // A few lines of pseudo-code, besides the comments that say why.
            assertThat(statement.lines().filter(line -> !line.strip().startsWith("//")).count()).as(query.id())
                    .isBetween(1L, 5L);
            // A note between two statements joins the one before: each statement is one block.
            assertThat(statement).as(query.id()).doesNotContain("\n\n");
            for (Parameter parameter : query.parameters()) {
                if (!parameter.optional()) {
                    assertThat(statement).as(query.id()).contains("$" + parameter.name());
                }
            }
        }
    }
}
