package dev.graphbench.engine.oracle;

import static dev.graphbench.engine.oracle.OracleSyntax.Reduction.RETURNING;
import static dev.graphbench.engine.oracle.OracleSyntax.Reduction.SUBQUERY_VALUE;
import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Filter;
import dev.graphbench.api.ObjectCall;
import dev.graphbench.sql.JsonSqlDialect;
import dev.graphbench.sql.ObjectSql;
import dev.graphbench.workloads.model.Comment;
import dev.graphbench.workloads.model.CommentWithAuthor;
import dev.graphbench.workloads.model.Issue;
import dev.graphbench.workloads.model.IssueDetail;
import dev.graphbench.workloads.model.IssueThread;
import dev.graphbench.workloads.model.Org;
import dev.graphbench.workloads.model.Person;
import dev.graphbench.workloads.model.PersonNetwork;
import dev.graphbench.workloads.model.Repo;
import dev.graphbench.workloads.model.RepoOverview;
import dev.graphbench.workloads.model.Topic;
import dev.graphbench.workloads.objects.ObjectRead;
import dev.graphbench.workloads.objects.ObjectWorkloads;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.drivine.annotation.GraphView;
import org.junit.jupiter.api.Test;

/**
 * Every statement the object store can send, produced by the compiler it runs and checked without a
 * server: every read of the benchmark and a load of every model class, then the save and delete
 * blocks: bound as the driver binds them, named as the schema names things, read by JSqlParser where
 * it can.
 */
class ObjectStatementsTest {

    private static final List<Class<?>> MODEL = List.of(Org.class, Person.class, Repo.class, Topic.class,
            Issue.class, Comment.class, IssueDetail.class, IssueThread.class, CommentWithAuthor.class,
            RepoOverview.class, PersonNetwork.class);

    private final PgqDialect dialect = new PgqDialect();
    private final ObjectSql sql = dialect.objectSql();
    private final SchemaModel schema = new SchemaModel();
    private final StatementCheck reads = new StatementCheck(schema, false);
    private final StatementCheck writes = new StatementCheck(schema, true);

    /** Every read the benchmark makes, and a load, a filtered loadAll and a count of every model class. */
    private List<ObjectSql.ReadStatement> everyRead() {
        List<ObjectSql.ReadStatement> statements = new ArrayList<>();
        for (ObjectRead read : ObjectWorkloads.reads()) {
            ObjectCall call = read.objectCall();
            Filter filter = Filter.all();
            for (String property : call.filterProperties()) {
                filter = filter.and(property, null);
            }
            statements.add(switch (call.operation()) {
                case LOAD -> sql.load(call.type());
                case LOAD_ALL -> sql.loadAll(call.type(), filter);
                case COUNT -> sql.count(call.type(), filter);
            });
        }
        for (Class<?> type : MODEL) {
            statements.add(sql.load(type));
            statements.add(sql.loadAll(type, Filter.eq("id", "x")));
            statements.add(sql.count(type, Filter.all()));
        }
        statements.add(sql.count(Issue.class, Filter.eq("state", "open").and("priority", 2L)));
        return statements;
    }

    @Test
    void theDriverBindsEachReadsParametersAndReadsAQuery() {
        for (ObjectSql.ReadStatement read : everyRead()) {
            DriverSql driver = DriverSql.parse(read.sql());
            assertThat(driver.kind()).as(read.sql()).isEqualTo("SELECT");
            assertThat(driver.parameters()).as(read.sql()).isEqualTo(read.parameters().size());
        }
    }

    @Test
    void everyReadNamesTheSchemasTablesColumnsLabelsAndTypes() {
        for (ObjectSql.ReadStatement read : everyRead()) {
            assertThat(reads.problems(read.sql())).as(read.sql()).isEmpty();
        }
    }

    @Test
    void jsqlParserReadsEveryReadOnceWhatItLacksIsTakenOut() {
        for (ObjectSql.ReadStatement read : everyRead()) {
            String text = read.sql();
            if (!text.contains("RETURNING")) {
                assertThat(OracleSyntax.problems(text)).as(text).isEmpty();
            } else {
                assertThat(OracleSyntax.reduced(text, List.of(RETURNING, SUBQUERY_VALUE))).as(text).isEmpty();
            }
        }
        // Each such statement fails as it is; one is enough to show it, as JSqlParser is slow to give up.
        assertThat(OracleSyntax.problems(sql.load(IssueThread.class).sql())).isNotEmpty();
    }

    @Test
    void theShownStatementOfEachReadIsTheCompiledOne() {
        for (ObjectRead read : ObjectWorkloads.reads()) {
            assertThat(dialect.objectStatement(read.objectCall())).as(read.id()).isPresent();
        }
        assertThat(dialect.objectStatement(ObjectCall.load(PersonNetwork.class))).hasValue(sql.load(PersonNetwork.class).sql());
        assertThat(dialect.objectStatement(ObjectCall.count(Issue.class, "state", "priority")))
                .hasValue(sql.count(Issue.class, Filter.eq("state", "open").and("priority", 2L)).sql());
        assertThat(dialect.objectStatementSource()).isEqualTo("compiled");
    }

    @Test
    void aNestedViewIsOneStatementThatEmbedsWhatItBuildsAsJson() {
        assertThat(sql.load(IssueThread.class).sql()).isEqualTo("""
                SELECT JSON_OBJECT(
                    'issue' VALUE n0.props,
                    'comments' VALUE (
                        SELECT COALESCE(JSON_ARRAYAGG(JSON_OBJECT(
                            'comment' VALUE n1.props,
                            'author' VALUE (
                                SELECT n2.props
                                FROM bench_edge e2 JOIN bench_node n2 ON n2.nid = e2.dst
                                WHERE e2.src = n1.nid AND e2.type = 'WRITTEN_BY' AND JSON_EXISTS(n2.labels, '$[*]?(@ == "Person")')
                                FETCH FIRST 1 ROWS ONLY) RETURNING CLOB) FORMAT JSON RETURNING CLOB), TO_CLOB('[]'))
                        FROM bench_edge e1 JOIN bench_node n1 ON n1.nid = e1.src
                        WHERE e1.dst = n0.nid AND e1.type = 'ON' AND JSON_EXISTS(n1.labels, '$[*]?(@ == "Comment")')) FORMAT JSON RETURNING CLOB)
                FROM bench_node n0
                WHERE JSON_EXISTS(n0.labels, '$[*]?(@ == "Issue")')
                  AND JSON_VALUE(n0.props, '$.id') = ?""");
    }

    @Test
    void storedPropertiesAndCountsEmbedAsTheyAreAndOnlyBuiltDocumentsAreSaidToBeJson() {
        String overview = sql.load(RepoOverview.class).sql();
        assertThat(overview).contains("'repo' VALUE n0.props,", "FETCH FIRST 1 ROWS ONLY),\n",
                "'issueCount' VALUE (SELECT COUNT(*) FROM bench_edge e3 WHERE e3.dst = n0.nid AND e3.type = 'IN_REPO') RETURNING CLOB)")
                .containsPattern("'dependencies' VALUE \\([^']*SELECT COALESCE\\(JSON_ARRAYAGG\\(n2\\.props RETURNING CLOB\\), TO_CLOB\\('\\[]'\\)\\)");
        assertThat(overview.split("FORMAT JSON", -1)).as("only the list of dependencies is built").hasSize(2);
        assertThat(sql.count(Issue.class, Filter.eq("priority", 1L)).sql()).isEqualTo("""
                SELECT COUNT(*)
                FROM bench_node n0
                WHERE JSON_EXISTS(n0.labels, '$[*]?(@ == "Issue")')
                  AND JSON_VALUE(n0.props, '$.priority' RETURNING NUMBER) = ?""");
        assertThat(sql.loadAll(Issue.class, Filter.eq("repoId", "r1")).sql())
                .as("the expression the repoId index is on").endsWith("AND JSON_VALUE(n0.props, '$.repoId') = ?");
        assertThat(sql.load(Person.class).sql()).as("the expression the id index is on")
                .endsWith("AND JSON_VALUE(n0.props, '$.id') = ?");
        assertThat(OracleSchema.STATEMENTS.get("after-load-node-id")).contains("(JSON_VALUE(props, '$.id'))");
        assertThat(OracleSchema.STATEMENTS.get("after-load-issue-repo")).contains("(JSON_VALUE(props, '$.repoId'))");
    }

    @Test
    void theModelsViewsAreAllCompiled() {
        assertThat(MODEL.stream().filter(type -> type.isAnnotationPresent(GraphView.class)))
                .containsExactlyInAnyOrder(IssueDetail.class, IssueThread.class, CommentWithAuthor.class,
                        RepoOverview.class, PersonNetwork.class);
    }

    @Test
    void theWritesArePlsqlBlocksOfOneBindEachNamingTheSchemasThings() {
        OracleJson json = new OracleJson();
        for (String block : List.of(json.saveStatement(), json.deleteStatement())) {
            DriverSql driver = DriverSql.parse(block);
            assertThat(driver.kind()).isEqualTo("PLSQL_BLOCK");
            assertThat(driver.parameters()).as("the change set's JSON, one bind").isEqualTo(1);
            assertThat(block).startsWith("DECLARE").endsWith("END;");
            assertThat(writes.problems(block)).as(block).isEmpty();
            assertThat(OracleSyntax.problems(block)).as("JSqlParser reads no PL/SQL").isNotEmpty();
        }
        assertThat(json.saveStatement())
                .contains("RAISE_APPLICATION_ERROR(-" + OracleJson.MISSING_REFERENCE + ", ")
                .contains("RAISE_APPLICATION_ERROR(-" + OracleJson.ID_TAKEN + ", ");
    }

    @Test
    void aRefusalIsReadFromTheFirstLineOfTheDriversMessage() {
        OracleJson json = new OracleJson();
        assertThat(json.refusal(new SQLException("ORA-20002: 3 [\"Issue\"]\nORA-06512: at line 18\n"
                + "https://docs.oracle.com/error-help/db/ora-20002/", "72000", 20002)))
                .hasValue(new JsonSqlDialect.Refusal(JsonSqlDialect.Refusal.Reason.ID_TAKEN, 3, "[\"Issue\"]"));
        assertThat(json.refusal(new SQLException("ORA-20001: 0\nORA-06512: at line 54", "72000", 20001)))
                .hasValue(new JsonSqlDialect.Refusal(JsonSqlDialect.Refusal.Reason.MISSING_REFERENCE, 0, null));
        assertThat(json.refusal(new SQLException("ORA-00001: unique constraint violated", "23000", 1))).isEmpty();
    }
}
