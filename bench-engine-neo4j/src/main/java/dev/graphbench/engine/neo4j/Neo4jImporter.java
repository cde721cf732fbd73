package dev.graphbench.engine.neo4j;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.neo4j.batchimport.api.BatchImporter;
import org.neo4j.batchimport.api.Configuration;
import org.neo4j.batchimport.api.IndexConfig;
import org.neo4j.batchimport.api.Monitor;
import org.neo4j.batchimport.api.input.Collector;
import org.neo4j.batchimport.api.input.Input;
import org.neo4j.configuration.Config;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.internal.batchimport.DefaultAdditionalIds;
import org.neo4j.io.fs.DefaultFileSystemAbstraction;
import org.neo4j.io.fs.FileSystemAbstraction;
import org.neo4j.io.layout.DatabaseLayout;
import org.neo4j.io.layout.Neo4jLayout;
import org.neo4j.io.pagecache.context.CursorContextFactory;
import org.neo4j.io.pagecache.tracing.PageCacheTracer;
import org.neo4j.kernel.DatabaseCreationOptions;
import org.neo4j.kernel.impl.index.schema.DefaultIndexProvidersAccess;
import org.neo4j.kernel.impl.index.schema.IndexImporterFactoryImpl;
import org.neo4j.kernel.impl.scheduler.JobSchedulerFactory;
import org.neo4j.kernel.impl.transaction.log.files.LogTailMetadataFactoryImpl;
import org.neo4j.kernel.impl.transaction.log.files.TransactionLogInitializer;
import org.neo4j.kernel.lifecycle.Lifespan;
import org.neo4j.logging.internal.NullLogService;
import org.neo4j.memory.EmptyMemoryTracker;
import org.neo4j.scheduler.JobScheduler;
import org.neo4j.storageengine.api.StorageEngineFactory;

/**
 * Neo4j's bulk importer, the library behind {@code neo4j-admin database import full}, writing a
 * database's store files directly: no transactions, no Cypher, no locks. The store gets the label
 * and relationship type lookup indexes a new database has; constraints and other indexes are
 * created afterwards through Cypher, as on any load.
 */
final class Neo4jImporter implements LocalStore.Builder {

    private final Input input;

    Neo4jImporter(Input input) {
        this.input = input;
    }

    @Override
    public void build(Path dataDirectory, String database) throws IOException {
        Config config = Config.newBuilder()
                .set(GraphDatabaseSettings.data_directory, dataDirectory)
                // The logs start empty after an import; a preallocated one would only cost a write.
                .set(GraphDatabaseSettings.preallocate_logical_logs, false)
                .build();
        DatabaseLayout layout = Neo4jLayout.of(config).databaseLayout(database);
        StorageEngineFactory storage = StorageEngineFactory.selectStorageEngine(config);
        try (FileSystemAbstraction fs = new DefaultFileSystemAbstraction();
             JobScheduler scheduler = JobSchedulerFactory.createInitialisedScheduler()) {
            // The importer writes a new database only: the old one's store and logs go first.
            fs.deleteRecursively(layout.databaseDirectory());
            fs.deleteRecursively(layout.getTransactionLogsDirectory());
            DefaultIndexProvidersAccess indexProviders = new DefaultIndexProvidersAccess(storage, fs, config, scheduler,
                    NullLogService.getInstance(), PageCacheTracer.NULL, CursorContextFactory.NULL_CONTEXT_FACTORY);
            try (Lifespan life = new Lifespan(indexProviders)) {
                BatchImporter importer = storage.batchImporter(layout, fs, true, PageCacheTracer.NULL, WITH_LOOKUP_INDEXES,
                        NullLogService.getInstance(), new PrintStream(OutputStream.nullOutputStream(), false,
                                StandardCharsets.UTF_8), false, DefaultAdditionalIds.EMPTY,
                        new LogTailMetadataFactoryImpl(fs), config, Monitor.NO_MONITOR, scheduler, Collector.STRICT,
                        TransactionLogInitializer.getLogFilesInitializer(), new IndexImporterFactoryImpl(),
                        EmptyMemoryTracker.INSTANCE, CursorContextFactory.NULL_CONTEXT_FACTORY, () -> indexProviders, 0,
                        null, DatabaseCreationOptions.EMPTY_CREATION_OPTIONS, BatchImporter.HardwareValidation.NONE);
                try (importer) {
                    importer.doImport(input);
                } catch (IOException | RuntimeException e) {
                    // Half a store would keep the database from starting: Neo4j starts again with none.
                    fs.deleteRecursively(layout.databaseDirectory());
                    fs.deleteRecursively(layout.getTransactionLogsDirectory());
                    throw e;
                }
            }
        }
    }

    /** The importer's defaults, with the lookup indexes every new Neo4j database has. */
    private static final Configuration WITH_LOOKUP_INDEXES = new Configuration.Overridden(Configuration.DEFAULT) {
        @Override
        public IndexConfig indexConfig() {
            return IndexConfig.create().withLabelIndex().withRelationshipTypeIndex();
        }
    };
}
