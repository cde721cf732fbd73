package dev.graphbench.engine.neo4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.Parameter;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.api.support.Literals;
import dev.graphbench.catalogue.Queries;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(Neo4jExtension.class)
class Neo4jEngineTest {

    /** Every query but reach-relationships, which the reference engine alone answers. */
    private static final List<Query> QUERIES = Queries.all().stream()
            .filter(query -> !query.equals(Queries.REACH_RELATIONSHIPS)).toList();

    @Test
    void infoNamesProductVersionsAndWhereItRuns(Engine engine, Neo4jExtension.Server server) {
        String hostAndPort = server.settings().get(Neo4jProvider.URI).substring("bolt://".length());
        assertThat(engine.info()).isEqualTo(new EngineInfo("Neo4j Community", "2026.07.1", "neo4j-java-driver",
                "6.2.0", "embedded, " + hostAndPort));
    }

    @Test
    void itRunsEveryQueryAndTheObjectStoreAndCountsTrails(Engine engine) {
        Dialect dialect = new Neo4jProvider().dialect();
        assertThat(QUERIES).allMatch(dialect::supports);
        assertThat(dialect.supports(Queries.REACH_RELATIONSHIPS)).isFalse();
        assertThat(dialect.paths()).isEqualTo(PathSemantics.TRAIL);
        try (Session session = engine.openSession()) {
            assertThat(session.objects()).isPresent();
        }
    }

    @Test
    void theDialectHasOneCypherStatementPerQueryWithItsParametersBoundAndItsLiteralsWrittenIn() {
        Dialect dialect = new Neo4jProvider().dialect();
        assertThat(dialect.language()).isEqualTo("Cypher");
        for (Query query : QUERIES) {
            assertThat(dialect.statement(query)).as(query.id()).hasValueSatisfying(statement -> {
                assertThat(statement).doesNotContain(";");
                for (Parameter parameter : query.parameters()) {
                    if (!parameter.optional()) {
                        assertThat(statement).as("%s: %s", query.id(), parameter.name())
                                .contains(parameter.literal() ? Literals.placeholder(parameter) : "$" + parameter.name());
                    }
                }
            });
        }
        assertThat(dialect.statement(Queries.REACH).orElseThrow()).contains("[:LINK*1..{hops}]");
        assertThat(dialect.statement(Queries.TWO_HOPS)).hasValue(
                "MATCH (:Person {id: $personId})-[:FOLLOWS]->()-[:FOLLOWS]->(x)\nRETURN count(DISTINCT x) AS people");
    }

    @Test
    void closingAnEngineLeavesNoThreadThatKeepsTheJvmAlive(Neo4jExtension.Server server) {
        Set<Thread> before = liveNonDaemonThreads();
        try (Engine engine = server.open(Map.of()); Session session = engine.openSession()) {
            session.execute(Queries.ONE_HOP, Map.of("personId", "nobody"));
        }
        Set<Thread> after = liveNonDaemonThreads();
        after.removeAll(before);
        assertThat(after).extracting(Thread::getName).isEmpty();
    }

    private static Set<Thread> liveNonDaemonThreads() {
        return Thread.getAllStackTraces().keySet().stream().filter(thread -> thread.isAlive() && !thread.isDaemon())
                .collect(Collectors.toCollection(HashSet::new));
    }

    @Test
    void pingAndSessions(Engine engine) {
        engine.ping();
        Session closed;
        try (Session session = engine.openSession()) {
            assertThat(session.objects().orElseThrow()).isSameAs(session.objects().orElseThrow());
            closed = session;
        }
        assertThatThrownBy(closed::objects).isInstanceOf(IllegalStateException.class).hasMessage("session is closed");
    }
}
