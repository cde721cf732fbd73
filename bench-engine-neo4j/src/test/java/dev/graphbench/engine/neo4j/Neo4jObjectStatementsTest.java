package dev.graphbench.engine.neo4j;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.graphbench.api.Engine;
import dev.graphbench.api.ObjectCall;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.conformance.ObjectGraph;
import dev.graphbench.cypher.DrivineConnection;
import dev.graphbench.cypher.DrivineObjectStore;
import dev.graphbench.workloads.model.Issue;
import dev.graphbench.workloads.model.PersonNetwork;
import dev.graphbench.workloads.answers.Documents;
import dev.graphbench.workloads.objects.ObjectRead;
import dev.graphbench.workloads.objects.ObjectWorkloads;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.drivine.connection.DatabaseType;
import org.drivine.manager.PersistenceManager;
import org.drivine.mapper.Neo4jObjectMapper;
import org.drivine.query.QuerySpecification;
import org.drivine.query.grammar.CypherGrammar;
import org.drivine.schema.ConstraintManager;
import org.drivine.schema.IndexManager;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.neo4j.driver.Record;
import org.neo4j.driver.summary.ProfiledPlan;

/**
 * The Cypher the dialect shows for an object store read is the Cypher Drivine runs: the same text
 * as the statement the object store hands Drivine's connection on a live server, and, run by hand
 * with the parameters it names, the same objects.
 */
@ExtendWith(Neo4jExtension.class)
class Neo4jObjectStatementsTest {

    private static final ObjectGraph GRAPH = new ObjectGraph();
    /** A value for every parameter of the reads, each naming something in the graph. */
    private static final Map<String, Object> ARGUMENTS = Map.of("personId", "p0", "issueId", "i0", "repoId", "r0",
            "state", "open", "priority", 2L);
    private static final Pattern PARAMETER = Pattern.compile("\\$(\\w+)");
    /** How Drivine reads a row into an object. */
    private static final ObjectMapper DRIVINE_JSON = Neo4jObjectMapper.INSTANCE.getInstance();

    @BeforeAll
    static void load(Engine engine) {
        GRAPH.loadInto(engine);
    }

    @Test
    void theStatementShownForEachReadIsTheOneDrivineRunsAndGivesTheSameObjects(Engine engine,
            Neo4jExtension.Server server) {
        Neo4jEngine neo4j = (Neo4jEngine) engine;
        for (ObjectRead read : ObjectWorkloads.reads()) {
            String shown = Neo4jDialect.INSTANCE.objectStatement(read.objectCall()).orElseThrow();
            Recording recording = new Recording(neo4j.drivine().persistence());
            Object answer;
            try (DrivineConnection drivine = DrivineConnection.over(recording)) {
                answer = read.call(new DrivineObjectStore(drivine, neo4j.target()::explain), ARGUMENTS);
            }
            assertThat(answer).as("%s names something", read.id()).isNotNull().isNotEqualTo(List.of()).isNotEqualTo(0L);
            assertThat(recording.statements).as(read.id()).containsExactly(shown);

            Map<String, Object> bound = recording.parameters.getFirst();
            assertThat(parameters(shown)).as(read.id()).isEqualTo(bound.keySet());
            List<Record> rows = server.query(shown, bound);
            assertThat(Documents.canonical(objects(read.objectCall(), rows))).as(read.id())
                    .isEqualTo(Documents.canonical(answer));
        }
    }

    @Test
    void filtersAreBoundUnderTheNamesDrivinesDslGivesThem() {
        assertThat(Neo4jDialect.INSTANCE.objectStatement(ObjectCall.count(Issue.class, "state", "priority")).orElseThrow())
                .contains("WHERE n.state = $param_n_state_0 AND n.priority = $param_n_priority_1")
                .endsWith("RETURN count(n) AS count");
    }

    /**
     * Drivine filters a {@code @GraphPath} view's root by id only after the path's CALL subquery, and
     * Neo4j does not move the filter inside: the subquery walks from every person, where the
     * hand-written statement finds the one person through the id's index.
     */
    @Test
    void aPathViewWalksFromEveryPersonBeforeItKeepsOne(Neo4jExtension.Server server) {
        String shown = Neo4jDialect.INSTANCE.objectStatement(ObjectCall.load(PersonNetwork.class)).orElseThrow();
        assertThat(shown).startsWith("MATCH (person:Person)\nCALL {");
        assertThat(shown.indexOf("WHERE person.id = $id")).isGreaterThan(shown.indexOf("CALL {"));

        long people = server.query("MATCH (p:Person) RETURN count(p) AS people", Map.of()).getFirst()
                .get("people").asLong();
        assertThat(people).isGreaterThan(1);
        assertThat(labelScanRows(profile(server, shown, Map.of("id", "p0")))).containsExactly(people);
        String handWritten = Neo4jDialect.INSTANCE.statement(Queries.READ_PERSON_NETWORK).orElseThrow();
        assertThat(labelScanRows(profile(server, handWritten, Map.of("personId", "p0")))).isEmpty();
    }

    private static ProfiledPlan profile(Neo4jExtension.Server server, String cypher, Map<String, Object> parameters) {
        try (org.neo4j.driver.Session session = server.driver().session()) {
            return session.run("PROFILE " + cypher, parameters).consume().profile();
        }
    }

    /** The rows of every label scan in {@code plan}. */
    private static List<Long> labelScanRows(ProfiledPlan plan) {
        List<Long> rows = new ArrayList<>();
        if (plan.operatorType().startsWith("NodeByLabelScan")) {
            rows.add(plan.records());
        }
        plan.children().forEach(child -> rows.addAll(labelScanRows((ProfiledPlan) child)));
        return rows;
    }

    private static Set<String> parameters(String cypher) {
        Set<String> names = new TreeSet<>();
        Matcher matcher = PARAMETER.matcher(cypher);
        while (matcher.find()) {
            names.add(matcher.group(1));
        }
        return names;
    }

    /** The rows as the object store's answer: one object, a list of them, or a count. */
    private static Object objects(ObjectCall call, List<Record> rows) {
        List<Object> objects = new ArrayList<>();
        for (Record row : rows) {
            objects.add(switch (call.operation()) {
                case COUNT -> row.get("count").asLong();
                case LOAD, LOAD_ALL -> DRIVINE_JSON.convertValue(row.get("result").asMap(), call.type());
            });
        }
        return call.operation() == ObjectCall.Operation.LOAD_ALL ? objects : objects.getFirst();
    }

    /** Drivine's connection to the server, noting each statement and its parameters on the way. */
    private static final class Recording implements PersistenceManager {

        final List<String> statements = new ArrayList<>();
        final List<Map<String, Object>> parameters = new ArrayList<>();
        private final PersistenceManager server;

        Recording(PersistenceManager server) {
            this.server = server;
        }

        private <T> QuerySpecification<T> note(QuerySpecification<T> query) {
            statements.add(query.getStatement().getText());
            parameters.add(query.getParameters());
            return query;
        }

        @Override
        public String getDatabase() {
            return server.getDatabase();
        }

        @Override
        public DatabaseType getType() {
            return server.getType();
        }

        @Override
        public CypherGrammar getGrammar() {
            return server.getGrammar();
        }

        @Override
        public IndexManager getIndexes() {
            return server.getIndexes();
        }

        @Override
        public ConstraintManager getConstraints() {
            return server.getConstraints();
        }

        @Override
        public <T> List<T> query(QuerySpecification<T> query) {
            return server.query(note(query));
        }

        @Override
        public void execute(QuerySpecification<?> query) {
            server.execute(note(query));
        }

        @Override
        public <T> T getOne(QuerySpecification<T> query) {
            return server.getOne(note(query));
        }

        @Override
        public <T> T maybeGetOne(QuerySpecification<T> query) {
            return server.maybeGetOne(note(query));
        }

        @Override
        public <T> Optional<T> optionalGetOne(QuerySpecification<T> query) {
            return server.optionalGetOne(note(query));
        }

        @Override
        public void registerSubtype(Class<?> type, List<String> labels, Class<?> subtype) {
            server.registerSubtype(type, labels, subtype);
        }
    }
}
