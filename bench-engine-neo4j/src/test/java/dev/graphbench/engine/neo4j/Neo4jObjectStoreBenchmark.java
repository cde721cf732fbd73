package dev.graphbench.engine.neo4j;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.ObjectStore;
import dev.graphbench.api.Session;
import dev.graphbench.api.Settings;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.datagen.ArgumentLists;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.Generator;
import dev.graphbench.workloads.model.IssueDetail;
import dev.graphbench.workloads.model.IssueThread;
import dev.graphbench.workloads.model.Person;
import dev.graphbench.workloads.model.PersonNetwork;
import dev.graphbench.workloads.model.RepoOverview;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.drivine.model.FragmentModel;
import org.drivine.model.GraphViewModel;
import org.drivine.query.GraphObjectQueryBuilder;
import org.drivine.query.grammar.CypherGrammar;

/**
 * Not a test: what building statements costs Drivine on a generated graph in the in-process Neo4j,
 * per class. Drivine keeps neither the model it reads from a class's annotations nor the Cypher it
 * writes from it: every call reads and writes both again. So for each class: the build alone (the
 * model read and the load statement's text, through Drivine's own builder), the first time in the
 * JVM and the median of 21 more, which every later call pays too; then the first load through a
 * fresh session's object store (build, run, map) against the median of 100 later loads. Arguments:
 * scale factor (default 0.1). From the project root, with the class path built as {@link
 * Neo4jLoadBenchmark} says:
 *
 * <pre>
 * cd bench-engine-neo4j
 * java -Dlogback.configurationFile=../config/logback-test.xml \
 *     -cp target/test-classes:target/classes:$(cat target/test.classpath) \
 *     dev.graphbench.engine.neo4j.Neo4jObjectStoreBenchmark 0.1
 * </pre>
 */
final class Neo4jObjectStoreBenchmark {

    private static final List<Class<?>> CLASSES = List.of(Person.class, IssueDetail.class, IssueThread.class,
            RepoOverview.class, PersonNetwork.class);

    private Neo4jObjectStoreBenchmark() {
    }

    public static void main(String[] args) throws IOException {
        DatasetSpec spec = DatasetSpec.of(args.length > 0 ? Double.parseDouble(args[0]) : 0.1, DatasetSpec.DEFAULT_SEED);
        Neo4jProvider provider = new Neo4jProvider();
        Settings settings = Settings.resolve(provider.settings(), System.getenv());
        Path directory = Files.createTempDirectory("neo4j-object-store-benchmark");
        EmbeddedServer server = provider.embeddedServer().orElseThrow().start(settings, directory);
        try (Engine engine = provider.open(settings.with(server.connectionSettings()))) {
            Generator generator = new Generator(spec);
            engine.schema().drop();
            engine.schema().create(GraphSchema.GENERATED);
            engine.loader().loadNodes(generator.nodes(), stored -> { });
            engine.loader().loadRelationships(generator.relationships(), stored -> { });
            engine.schema().afterLoad();
            System.out.printf("%s, scale factor %s%n", server.description(), spec.scaleFactor());
            CypherGrammar grammar = ((Neo4jEngine) engine).drivine().persistence().getGrammar();
            ArgumentLists arguments = new ArgumentLists(spec);
            System.out.printf("%n%-14s %14s %14s %16s %16s%n", "class", "build cold", "build warm", "first load",
                    "later loads");
            for (Class<?> type : CLASSES) {
                Label label = type == RepoOverview.class ? Label.REPO
                        : type == IssueDetail.class || type == IssueThread.class ? Label.ISSUE : Label.PERSON;
                List<String> ids = arguments.ids(label, "object-store-build/" + type.getSimpleName(), 101);
                long start = System.nanoTime();
                build(type, grammar);
                double cold = (System.nanoTime() - start) / 1e6;
                long[] builds = new long[21];
                for (int i = 0; i < builds.length; i++) {
                    long buildStart = System.nanoTime();
                    build(type, grammar);
                    builds[i] = System.nanoTime() - buildStart;
                }
                Arrays.sort(builds);
                try (Session session = engine.openSession()) {
                    ObjectStore objects = session.objects().orElseThrow();
                    start = System.nanoTime();
                    objects.load(type, ids.getFirst());
                    double first = (System.nanoTime() - start) / 1e6;
                    long[] later = new long[ids.size() - 1];
                    for (int i = 1; i < ids.size(); i++) {
                        long callStart = System.nanoTime();
                        objects.load(type, ids.get(i));
                        later[i - 1] = System.nanoTime() - callStart;
                    }
                    Arrays.sort(later);
                    System.out.printf("%-14s %11.2f ms %11.3f ms %13.2f ms %13.3f ms%n", type.getSimpleName(), cold,
                            builds[builds.length / 2] / 1e6, first, later[later.length / 2] / 1e6);
                }
            }
            engine.schema().drop();
        } finally {
            server.close();
            Files.deleteIfExists(directory);
        }
    }

    /** What Drivine does before each load: read the class's model, write the statement. */
    private static void build(Class<?> type, CypherGrammar grammar) {
        if (type.isAnnotationPresent(org.drivine.annotation.GraphView.class)) {
            GraphViewModel.Companion.from(type);
        } else {
            FragmentModel.Companion.from(type);
        }
        GraphObjectQueryBuilder builder = GraphObjectQueryBuilder.Companion.forClass(type, grammar);
        builder.buildQuery(builder.buildIdWhereClause("id"), null);
    }
}
