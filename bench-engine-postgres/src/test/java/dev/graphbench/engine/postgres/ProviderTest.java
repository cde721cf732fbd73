package dev.graphbench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.MemoryBudget;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.Session;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

@ExtendWith(EmbeddedPostgresExtension.class)
class ProviderTest {

    private final PostgresProvider provider = new PostgresProvider();

    @Test
    void serviceLoaderFindsIt() {
        assertThat(ServiceLoader.load(EngineProvider.class).stream().map(ServiceLoader.Provider::get))
                .filteredOn(found -> found.name().equals("postgres"))
                .singleElement().isInstanceOf(PostgresProvider.class);
    }

    @Test
    void settingsComeFromTheEnvironment() {
        assertThat(provider.settings()).extracting(Setting::environmentVariable).containsExactly(
                "BENCH_POSTGRES_URL", "BENCH_POSTGRES_USER", "BENCH_POSTGRES_PASSWORD", "BENCH_POSTGRES_POOL_SIZE",
                "BENCH_POSTGRES_SHARED_BUFFERS");
        Settings defaults = Settings.resolve(provider.settings(), Map.of());
        assertThat(defaults.get(PostgresProvider.URL)).isNull();
        assertThat(defaults.get(PostgresProvider.USER)).isEqualTo("postgres");
        assertThat(defaults.getInt(PostgresProvider.POOL_SIZE)).isEqualTo(16);
        assertThat(defaults.get(PostgresProvider.SHARED_BUFFERS)).isEqualTo("1GB");
        assertThat(defaults.setting(PostgresProvider.PASSWORD).secret()).isTrue();
        assertThat(provider.howToConfigure()).isEqualTo("set BENCH_POSTGRES_URL");
    }

    @Test
    void configuredOnlyWithAUrl() {
        assertThat(provider.isConfigured(Settings.resolve(provider.settings(), Map.of()))).isFalse();
        assertThat(provider.isConfigured(Settings.resolve(provider.settings(),
                Map.of("BENCH_POSTGRES_URL", "jdbc:postgresql://db:5432/bench")))).isTrue();
    }

    @Test
    void passwordsAreNeverShown() {
        Settings settings = Settings.resolve(provider.settings(), Map.of("BENCH_POSTGRES_PASSWORD", "hunter2",
                "BENCH_POSTGRES_URL", "jdbc:postgresql://db/bench?password=hunter3"));
        assertThat(settings.toString()).doesNotContain("hunter2", "hunter3");
    }

    @Test
    void badSettingsFailBeforeConnecting() {
        assertThatThrownBy(() -> provider.open(Settings.resolve(provider.settings(),
                Map.of("BENCH_POSTGRES_URL", "postgres://db/bench?password=hunter2"))))
                .isInstanceOf(EngineException.class)
                .hasMessage("BENCH_POSTGRES_URL must be a URL like jdbc:postgresql://host:5432/database, got "
                        + "'postgres://db/bench?password=***'");
        assertThatThrownBy(() -> provider.open(Settings.resolve(provider.settings(), Map.of(
                "BENCH_POSTGRES_URL", "jdbc:postgresql://db/bench", "BENCH_POSTGRES_POOL_SIZE", "0"))))
                .isInstanceOf(EngineException.class).hasMessage("BENCH_POSTGRES_POOL_SIZE must be at least 1, got 0");
        assertThatThrownBy(() -> provider.open(Settings.resolve(provider.settings(), Map.of())))
                .isInstanceOf(EngineException.class).hasMessage("no PostgreSQL server named; set BENCH_POSTGRES_URL");
    }

    @Test
    void theEmbeddedServerRunsOnLinuxX64AndArm64() {
        boolean supported = System.getProperty("os.name").equals("Linux")
                && (System.getProperty("os.arch").equals("amd64") || System.getProperty("os.arch").equals("aarch64"));
        assertThat(provider.embeddedServer().orElseThrow().unavailableReason().isEmpty()).isEqualTo(supported);
    }

    @Test
    void aSharedBuffersValueThatIsNotASizeIsRefused(@TempDir Path work) {
        Settings settings = Settings.resolve(provider.settings(), Map.of("BENCH_POSTGRES_SHARED_BUFFERS", "1GB -c x=y"));
        assertThatThrownBy(() -> provider.embeddedServer().orElseThrow().start(settings, work))
                .isInstanceOf(EngineException.class)
                .hasMessage("BENCH_POSTGRES_SHARED_BUFFERS must be a size such as 1GB or 512MB, got '1GB -c x=y'");
    }

    @Test
    void theEmbeddedServerDescribesAndMeasuresItself(EmbeddedServer server) {
        assertThat(server.description()).matches("PostgreSQL 17\\.\\d+ on 127\\.0\\.0\\.1:\\d+");
        assertThat(server.connectionSettings()).containsOnlyKeys(PostgresProvider.URL, PostgresProvider.USER);
        assertThat(server.connectionSettings().get(PostgresProvider.URL)).matches("jdbc:postgresql://127\\.0\\.0\\.1:\\d+/postgres");
        // The postmaster and its helpers: more than a few MB, far less than the machine.
        assertThat(server.residentMemoryBytes()).isPresent();
        assertThat(server.residentMemoryBytes().getAsLong()).isBetween(8L << 20, 4L << 30);
    }

    @Test
    void theEmbeddedServerCommitsDurably(Engine engine) throws SQLException {
        try (Connection connection = ((PostgresEngine) engine).connection();
             Statement statement = connection.createStatement()) {
            for (String setting : List.of("fsync", "synchronous_commit", "full_page_writes")) {
                try (ResultSet rows = statement.executeQuery("SHOW " + setting)) {
                    rows.next();
                    assertThat(rows.getString(1)).as(setting).isEqualTo("on");
                }
            }
        }
    }

    @Test
    void aServerStartedWithAMemoryBudgetSizesItsMemoryToItAndNamesItsPostmaster(@TempDir Path work) throws SQLException {
        Settings settings = Settings.resolve(provider.settings(), Map.of("BENCH_POSTGRES_SHARED_BUFFERS", "2GB"));
        try (EmbeddedServer server = provider.embeddedServer().orElseThrow().start(settings, work,
                new MemoryBudget(256L << 20));
             Engine engine = provider.open(settings.with(server.connectionSettings()));
             Connection connection = ((PostgresEngine) engine).connection();
             Statement statement = connection.createStatement()) {
            // The budget, not BENCH_POSTGRES_SHARED_BUFFERS: every engine of a run is held alike.
            assertThat(server.memorySettings()).contains("shared_buffers 64MB, effective_cache_size 192MB,"
                    + " maintenance_work_mem 16MB, work_mem 4MB");
            for (Map.Entry<String, String> setting : Map.of("shared_buffers", "64MB", "effective_cache_size", "192MB",
                    "maintenance_work_mem", "16MB", "work_mem", "4MB").entrySet()) {
                try (ResultSet rows = statement.executeQuery("SHOW " + setting.getKey())) {
                    rows.next();
                    assertThat(rows.getString(1)).as(setting.getKey()).isEqualTo(setting.getValue());
                }
            }
            long postmaster = server.processId().orElseThrow();
            try (ResultSet rows = statement.executeQuery("SELECT pg_backend_pid()")) {
                rows.next();
                long backend = rows.getLong(1);
                assertThat(ProcessHandle.of(backend).flatMap(ProcessHandle::parent).map(ProcessHandle::pid))
                        .contains(postmaster);
            }
        }
    }

    @Test
    void theDatabasesSizeOnDiskGrowsWithWhatItHolds(Engine engine) throws SQLException {
        long before = engine.dataSize().orElseThrow().bytes();
        try (Connection connection = ((PostgresEngine) engine).connection();
             Statement statement = connection.createStatement()) {
            statement.execute("CREATE TABLE data_size_probe AS SELECT g AS n, repeat('x', 100) AS text"
                    + " FROM generate_series(1, 100000) g");
            assertThat(engine.dataSize().orElseThrow().bytes()).isGreaterThan(before + 10_000_000);
            assertThat(engine.dataSize().orElseThrow().measure()).isEqualTo("the database's files on disk"
                    + " (pg_database_size)");
            statement.execute("DROP TABLE data_size_probe");
        }
    }

    @Test
    void theEngineDescribesItself(Engine engine, EmbeddedServer server) {
        assertThat(engine.info().product()).isEqualTo("PostgreSQL");
        assertThat(engine.info().productVersion()).startsWith("17.");
        assertThat(engine.info().driver()).isEqualTo("pgjdbc");
        assertThat(engine.info().driverVersion()).isEqualTo("42.7.14");
        assertThat(engine.info().deployment()).isEqualTo("embedded, "
                + server.description().substring(server.description().indexOf("127.0.0.1")));
        assertThat(new PostgresProvider().dialect().paths()).isEqualTo(PathSemantics.WALK);
        try (Session session = engine.openSession()) {
            assertThat(session.objects()).isPresent();
        }
        engine.ping();
    }
}
