package dev.graphbench.engine.neo4j;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Settings;
import dev.graphbench.datagen.DatasetSpec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * Not a test: starts the in-process Neo4j once and loads the generated graph through Neo4j's bulk
 * importer (the default load path in process) several times over, each a row of
 * {@link Neo4jLoadBenchmark}'s. The first load runs in a JVM that has not yet loaded or compiled the
 * importer, as every {@code bench run} does; the later ones show what the same load costs warm.
 * Arguments: scale factor (default 0.1), loads (default 4). From the project root, with the class
 * path built as {@link Neo4jLoadBenchmark} says:
 *
 * <pre>
 * cd bench-engine-neo4j
 * java -Xmx4g --add-opens=java.base/java.nio=ALL-UNNAMED -Dlogback.configurationFile=../config/logback-test.xml \
 *     -cp target/test-classes:target/classes:$(cat target/test.classpath) \
 *     dev.graphbench.engine.neo4j.Neo4jImportBenchmark 0.1 4
 * </pre>
 */
final class Neo4jImportBenchmark {

    private Neo4jImportBenchmark() {
    }

    public static void main(String[] args) throws IOException {
        DatasetSpec spec = DatasetSpec.of(args.length > 0 ? Double.parseDouble(args[0]) : 0.1, DatasetSpec.DEFAULT_SEED);
        int loads = args.length > 1 ? Integer.parseInt(args[1]) : 4;
        if (!EmbeddedNeo4jLauncher.importerCanRun()) {
            throw new IllegalStateException("the importer needs Java started with " + EmbeddedNeo4jLauncher.IMPORTER_ADD_OPENS);
        }
        Neo4jProvider provider = new Neo4jProvider();
        Settings settings = Settings.resolve(provider.settings(), System.getenv())
                .with(Map.of(Neo4jProvider.LOAD_PATH, Neo4jProvider.IMPORT));
        Path directory = Files.createTempDirectory("neo4j-import-benchmark");
        EmbeddedServer server = provider.embeddedServer().orElseThrow().start(settings, directory);
        System.out.printf("%s; scale factor %s, seed %d%n", server.description(), spec.scaleFactor(), spec.seed());
        Neo4jLoadBenchmark.printHeader("import");
        try {
            for (int load = 1; load <= loads; load++) {
                Neo4jLoadBenchmark.load(provider, settings.with(server.connectionSettings()), spec, "import " + load);
            }
        } finally {
            server.close();
            Files.deleteIfExists(directory);
        }
    }
}
