package dev.graphbench.engine.oracle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;
import dev.graphbench.runner.engines.EngineCatalog;
import java.util.Map;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

class ProviderTest {

    private final OracleProvider provider = new OracleProvider();

    @Test
    void serviceLoaderFindsIt() {
        assertThat(ServiceLoader.load(EngineProvider.class).stream().map(ServiceLoader.Provider::get))
                .filteredOn(found -> found.name().equals("oracle"))
                .singleElement().isInstanceOf(OracleProvider.class);
        assertThat(provider.displayName()).isEqualTo("Oracle");
        assertThat(provider.embeddedServer()).as("no Oracle server can start here").isEmpty();
    }

    @Test
    void settingsComeFromTheEnvironment() {
        assertThat(provider.settings()).extracting(Setting::environmentVariable).containsExactly("BENCH_ORACLE_URL",
                "BENCH_ORACLE_USER", "BENCH_ORACLE_PASSWORD", "BENCH_ORACLE_POOL_SIZE", "BENCH_ORACLE_BATCH_SIZE");
        Settings defaults = Settings.resolve(provider.settings(), Map.of());
        assertThat(defaults.get(OracleProvider.URL)).isNull();
        assertThat(defaults.get(OracleProvider.USER)).isNull();
        assertThat(defaults.getInt(OracleProvider.POOL_SIZE)).isEqualTo(16);
        assertThat(defaults.getInt(OracleProvider.BATCH_SIZE)).isEqualTo(5000);
        assertThat(defaults.setting(OracleProvider.PASSWORD).secret()).isTrue();
    }

    @Test
    void withoutAUrlItIsSkippedSayingWhatToSetAndWhereToReadHow() {
        assertThat(provider.isConfigured(Settings.resolve(provider.settings(), Map.of()))).isFalse();
        assertThat(provider.isConfigured(Settings.resolve(provider.settings(),
                Map.of("BENCH_ORACLE_URL", "jdbc:oracle:thin:@//db:1521/FREEPDB1")))).isTrue();
        EngineCatalog catalog = EngineCatalog.of(java.util.List.of(provider), Map.of());
        EngineCatalog.Availability availability = catalog.availability(provider);
        assertThat(availability.kind()).isEqualTo(EngineCatalog.Availability.Kind.UNAVAILABLE);
        assertThat(availability.detail()).isEqualTo("no server configured; set BENCH_ORACLE_URL"
                + " (jdbc:oracle:thin:@//host:port/service), BENCH_ORACLE_USER and BENCH_ORACLE_PASSWORD; the README's"
                + " section \"Oracle\" shows how to run Oracle Database Free 23ai in a container");
    }

    @Test
    void passwordsAreNeverShown() {
        Settings settings = Settings.resolve(provider.settings(), Map.of("BENCH_ORACLE_PASSWORD", "hunter2",
                "BENCH_ORACLE_URL", "jdbc:oracle:thin:@//db:1521/FREEPDB1?password=hunter3"));
        assertThat(settings.toString()).doesNotContain("hunter2", "hunter3");
        String inTheUrl = "jdbc:oracle:thin:bench/hunter4@//db:1521/FREEPDB1";
        assertThat(Settings.redact(inTheUrl)).isEqualTo("jdbc:oracle:thin:***@//db:1521/FREEPDB1");
        assertThatThrownBy(() -> provider.open(Settings.resolve(provider.settings(), Map.of(
                "BENCH_ORACLE_URL", inTheUrl, "BENCH_ORACLE_USER", "bench"))))
                .isInstanceOf(EngineException.class)
                .hasMessage("BENCH_ORACLE_URL must be a URL like jdbc:oracle:thin:@//host:1521/FREEPDB1, got"
                        + " 'jdbc:oracle:thin:***@//db:1521/FREEPDB1'; the user and password go in"
                        + " BENCH_ORACLE_USER and BENCH_ORACLE_PASSWORD");
    }

    @Test
    void badSettingsFailBeforeConnecting() {
        assertThatThrownBy(() -> provider.open(Settings.resolve(provider.settings(), Map.of())))
                .isInstanceOf(EngineException.class).hasMessageStartingWith("no Oracle server named; set BENCH_ORACLE_URL");
        assertThatThrownBy(() -> provider.open(Settings.resolve(provider.settings(),
                Map.of("BENCH_ORACLE_URL", "jdbc:oracle:thin:@//db:1521/FREEPDB1"))))
                .isInstanceOf(EngineException.class)
                .hasMessage("no Oracle user named; set BENCH_ORACLE_USER to the user that owns the benchmark's tables");
        assertThatThrownBy(() -> Settings.resolve(provider.settings(), Map.of(
                "BENCH_ORACLE_URL", "jdbc:oracle:thin:@//db:1521/FREEPDB1", "BENCH_ORACLE_USER", "bench",
                "BENCH_ORACLE_BATCH_SIZE", "0")).check())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("BENCH_ORACLE_BATCH_SIZE must be a whole number from 1 to 1000000, got '0'");
        for (String url : new String[] {"oracle://db:1521/FREEPDB1?password=hunter2", "jdbc:oracle:thin:@",
                "jdbc:oracle:thin:@//"}) {
            assertThatThrownBy(() -> provider.open(Settings.resolve(provider.settings(), Map.of(
                    "BENCH_ORACLE_URL", url, "BENCH_ORACLE_USER", "bench"))))
                    .isInstanceOf(EngineException.class)
                    .hasMessage("BENCH_ORACLE_URL must be a URL like jdbc:oracle:thin:@//host:1521/FREEPDB1, got '"
                            + Settings.redact(url) + "'; the user and password go in BENCH_ORACLE_USER and"
                            + " BENCH_ORACLE_PASSWORD")
                    .message().doesNotContain("hunter2");
            assertThatThrownBy(() -> provider.check(Settings.resolve(provider.settings(), Map.of(
                    "BENCH_ORACLE_URL", url, "BENCH_ORACLE_USER", "bench"))))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("BENCH_ORACLE_URL must be a URL like jdbc:oracle:thin:@//host:1521/")
                    .message().doesNotContain("hunter2");
        }
        assertThatThrownBy(() -> provider.check(Settings.resolve(provider.settings(), Map.of(
                "BENCH_ORACLE_URL", "jdbc:oracle:thin:@//db:1521/FREEPDB1"))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("no Oracle user named");
        provider.check(Settings.resolve(provider.settings(), Map.of(
                "BENCH_ORACLE_URL", "jdbc:oracle:thin:@//db:1521/FREEPDB1", "BENCH_ORACLE_USER", "bench")));
    }

    @Test
    void theServersBannerGivesProductAndVersion() {
        String banner = "Oracle Database 23ai Free Release 23.0.0.0.0 - Develop, Learn, and Run for Free\n"
                + "Version 23.26.0.0.0";
        assertThat(OracleEngine.product(banner)).isEqualTo("Oracle Database 23ai Free");
        assertThat(OracleEngine.version(banner)).isEqualTo("23.26.0.0.0");
        assertThat(OracleEngine.version("Oracle Database 19c Enterprise Edition Release 19.0.0.0.0 - Production"))
                .isEqualTo("19.0.0.0.0");
    }
}
