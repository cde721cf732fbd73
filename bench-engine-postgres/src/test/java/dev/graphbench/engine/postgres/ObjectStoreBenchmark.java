package dev.graphbench.engine.postgres;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.Filter;
import dev.graphbench.api.ObjectStore;
import dev.graphbench.api.Settings;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.sql.JdbcStatement;
import dev.graphbench.datagen.ArgumentLists;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.Generator;
import dev.graphbench.sql.JdbcObjectStore;
import dev.graphbench.sql.ObjectSql;
import dev.graphbench.workloads.model.Comment;
import dev.graphbench.workloads.model.Issue;
import dev.graphbench.workloads.model.IssueDetail;
import dev.graphbench.workloads.model.IssueThread;
import dev.graphbench.workloads.model.Org;
import dev.graphbench.workloads.model.Person;
import dev.graphbench.workloads.model.PersonNetwork;
import dev.graphbench.workloads.model.RepoOverview;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.drivine.model.FragmentModel;

/**
 * Not a test: what the object store costs on a generated graph in an embedded PostgreSQL.
 * <ol>
 * <li>Statement build: per class, compiling its load statement alone (Drivine's model read and the
 * SQL text), the first time in the JVM and the median of 21 more; then the first load through a
 * fresh object store (compile, prepare, run, hydrate) against the median of 100 later loads.
 * <li>Mapper cost: per read workload, the mean and median of the hand-written statement of {@code
 * queries.sql} (its JSON text read, not hydrated), of the object store's compiled statement run the
 * same way, and of the object store's call (run and hydrated).
 * </ol>
 * Arguments: scale factor (default 0.1), calls per read (default 300). From the repository root,
 * with the class path built as {@link PostgresLoadBenchmark} says:
 *
 * <pre>
 * java -Dlogback.configurationFile=config/logback-test.xml \
 *     -cp bench-engine-postgres/target/test-classes:bench-engine-postgres/target/classes:$(cat bench-engine-postgres/target/test.classpath) \
 *     dev.graphbench.engine.postgres.ObjectStoreBenchmark 0.1 300
 * </pre>
 */
final class ObjectStoreBenchmark {

    private static final List<Class<?>> CLASSES = List.of(Person.class, IssueDetail.class, IssueThread.class,
            RepoOverview.class, PersonNetwork.class);

    private ObjectStoreBenchmark() {
    }

    /** One read workload: its hand-written statement's name and arguments, and the object store's call. */
    private record Read(String name, List<Map<String, Object>> arguments, Consumer<Map<String, Object>> call,
                        String compiled, List<String> compiledOrder) {
    }

    public static void main(String[] args) throws IOException, SQLException {
        DatasetSpec spec = DatasetSpec.of(args.length > 0 ? Double.parseDouble(args[0]) : 0.1, DatasetSpec.DEFAULT_SEED);
        int calls = args.length > 1 ? Integer.parseInt(args[1]) : 300;
        PostgresProvider provider = new PostgresProvider();
        Settings settings = Settings.resolve(provider.settings(), System.getenv());
        Path work = Files.createTempDirectory("graph-bench-object-store");
        long start = System.nanoTime();
        FragmentModel.Companion.from(Org.class);
        System.out.printf("Drivine's first model read in this JVM: %.1f ms%n", (System.nanoTime() - start) / 1e6);
        try (EmbeddedServer server = provider.embeddedServer().orElseThrow().start(settings, work);
             PostgresEngine engine = (PostgresEngine) provider.open(settings.with(server.connectionSettings()));
             Connection connection = engine.connection()) {
            Generator generator = new Generator(spec);
            engine.schema().drop();
            engine.schema().create(GraphSchema.GENERATED);
            engine.loader().loadNodes(generator.nodes(), added -> { });
            engine.loader().loadRelationships(generator.relationships(), added -> { });
            engine.schema().afterLoad();
            System.out.printf("%s, scale factor %s%n", server.description(), spec.scaleFactor());
            ArgumentLists arguments = new ArgumentLists(spec);
            buildTimes(connection, arguments);
            mapperCost(connection, arguments, calls);
            engine.schema().drop();
        } finally {
            Files.deleteIfExists(work);
        }
    }

    private static void buildTimes(Connection connection, ArgumentLists arguments) {
        System.out.printf("%n%-14s %14s %14s %16s %16s%n", "class", "compile cold", "compile warm", "first load",
                "later loads");
        for (Class<?> type : CLASSES) {
            Label label = type == RepoOverview.class ? Label.REPO
                    : type == IssueDetail.class || type == IssueThread.class ? Label.ISSUE : Label.PERSON;
            List<String> ids = arguments.ids(label, "object-store-build/" + type.getSimpleName(), 101);
            long start = System.nanoTime();
            new ObjectSql(new PostgresJson()).load(type);
            double cold = (System.nanoTime() - start) / 1e6;
            long[] compiles = new long[21];
            for (int i = 0; i < compiles.length; i++) {
                long compileStart = System.nanoTime();
                new ObjectSql(new PostgresJson()).load(type);
                compiles[i] = System.nanoTime() - compileStart;
            }
            Arrays.sort(compiles);
            ObjectStore objects = new JdbcObjectStore(connection, new ObjectSql(new PostgresJson()),
                    (what, failure) -> new EngineException(what, failure));
            start = System.nanoTime();
            objects.load(type, ids.get(0));
            double first = (System.nanoTime() - start) / 1e6;
            long[] later = new long[ids.size() - 1];
            for (int i = 1; i < ids.size(); i++) {
                long callStart = System.nanoTime();
                objects.load(type, ids.get(i));
                later[i - 1] = System.nanoTime() - callStart;
            }
            Arrays.sort(later);
            System.out.printf("%-14s %11.2f ms %11.2f ms %13.2f ms %13.3f ms%n", type.getSimpleName(), cold,
                    compiles[compiles.length / 2] / 1e6, first, later[later.length / 2] / 1e6);
        }
    }

    private static void mapperCost(Connection connection, ArgumentLists arguments, int calls) throws SQLException {
        ObjectSql sql = new ObjectSql(new PostgresJson());
        ObjectStore objects = new JdbcObjectStore(connection, sql, (what, failure) -> new EngineException(what, failure));
        List<Read> reads = new ArrayList<>();
        reads.add(read("read-fragment", "personId", ids(arguments, Label.PERSON, calls),
                id -> objects.load(Person.class, id), sql.load(Person.class)));
        reads.add(read("read-issue-detail", "issueId", ids(arguments, Label.ISSUE, calls),
                id -> objects.load(IssueDetail.class, id), sql.load(IssueDetail.class)));
        reads.add(read("read-issue-thread", "issueId", ids(arguments, Label.ISSUE, calls),
                id -> objects.load(IssueThread.class, id), sql.load(IssueThread.class)));
        reads.add(read("read-repo-overview", "repoId", ids(arguments, Label.REPO, calls),
                id -> objects.load(RepoOverview.class, id), sql.load(RepoOverview.class)));
        reads.add(read("read-person-network", "personId", ids(arguments, Label.PERSON, calls),
                id -> objects.load(PersonNetwork.class, id), sql.load(PersonNetwork.class)));
        List<Map<String, Object>> repos = ids(arguments, Label.REPO, calls).stream()
                .<Map<String, Object>>map(id -> Map.of("repoId", id, "state", "open")).toList();
        reads.add(new Read("read-open-issues-of-repo", repos,
                call -> objects.loadAll(Issue.class, Filter.eq("repoId", call.get("repoId")).and("state", "open")),
                sql.loadAll(Issue.class, Filter.eq("repoId", "").and("state", "")).sql(), List.of("repoId", "state")));
        List<Map<String, Object>> properties = new ArrayList<>();
        for (int i = 0; i < calls; i++) {
            properties.add(Map.of("state", i % 2 == 0 ? "open" : "closed", "priority", (long) (i % 4)));
        }
        reads.add(new Read("count-issues-by-properties", properties,
                call -> objects.count(Issue.class, Filter.eq("state", call.get("state")).and("priority", call.get("priority"))),
                sql.count(Issue.class, Filter.eq("state", "").and("priority", 0L)).sql(), List.of("state", "priority")));
        reads.add(new Read("count-comments", Collections.nCopies(Math.max(10, calls / 10), Map.of()),
                call -> objects.count(Comment.class, Filter.all()), sql.count(Comment.class, Filter.all()).sql(), List.of()));

        SqlDialect dialect = new SqlDialect();
        System.out.printf("%n%-27s %23s %23s %23s%n", "read (mean / p50 ms)", "hand-written SQL", "compiled SQL",
                "object store call");
        for (Read read : reads) {
            JdbcStatement byHand = JdbcStatement.parse(dialect.statements().get(read.name()));
            double[] handWritten;
            double[] compiled;
            double[] call;
            try (PreparedStatement handStatement = connection.prepareStatement(byHand.sql());
                 PreparedStatement compiledStatement = connection.prepareStatement(read.compiled())) {
                // One untimed pass of each, then the timed ones.
                time(read.arguments(), values -> run(handStatement, byHand, values));
                time(read.arguments(), values -> runInOrder(compiledStatement, read.compiledOrder(), values));
                time(read.arguments(), read.call());
                handWritten = time(read.arguments(), values -> run(handStatement, byHand, values));
                compiled = time(read.arguments(), values -> runInOrder(compiledStatement, read.compiledOrder(), values));
                call = time(read.arguments(), read.call());
            }
            System.out.printf("%-27s %10.3f / %10.3f %10.3f / %10.3f %10.3f / %10.3f%n", read.name(),
                    handWritten[0], handWritten[1], compiled[0], compiled[1], call[0], call[1]);
        }
    }

    private static Read read(String name, String parameter, List<String> ids, Consumer<String> call,
                             ObjectSql.ReadStatement compiled) {
        return new Read(name, ids.stream().<Map<String, Object>>map(id -> Map.of(parameter, id)).toList(),
                arguments -> call.accept((String) arguments.get(parameter)), compiled.sql(), List.of(parameter));
    }

    private static List<String> ids(ArgumentLists arguments, Label label, int calls) {
        return arguments.ids(label, "object-store-mapper-cost/" + label.graphName(), calls);
    }

    private static void run(PreparedStatement statement, JdbcStatement jdbc, Map<String, Object> arguments) {
        try {
            jdbc.bind(statement, arguments);
            drain(statement);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void runInOrder(PreparedStatement statement, List<String> order, Map<String, Object> arguments) {
        try {
            for (int i = 0; i < order.size(); i++) {
                statement.setObject(i + 1, arguments.get(order.get(i)));
            }
            drain(statement);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void drain(PreparedStatement statement) throws SQLException {
        try (ResultSet rows = statement.executeQuery()) {
            while (rows.next()) {
                rows.getString(1);
            }
        }
    }

    /** Mean and median milliseconds of {@code call} over {@code arguments}. */
    private static double[] time(List<Map<String, Object>> arguments, Consumer<Map<String, Object>> call) {
        long[] nanos = new long[arguments.size()];
        for (int i = 0; i < nanos.length; i++) {
            long start = System.nanoTime();
            call.accept(arguments.get(i));
            nanos[i] = System.nanoTime() - start;
        }
        Arrays.sort(nanos);
        return new double[] {Arrays.stream(nanos).average().orElseThrow() / 1e6, nanos[nanos.length / 2] / 1e6};
    }
}
