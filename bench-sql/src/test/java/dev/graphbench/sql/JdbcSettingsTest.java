package dev.graphbench.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The settings every JDBC engine declares: the server block and the pool's size, checked alike. */
class JdbcSettingsTest {

    private final JdbcSettings block = JdbcSettings.of("oracle", "Oracle", "JDBC URL of your server", null);

    @Test
    void theServerThenThePoolThenTheEnginesOwn() {
        Setting batch = Setting.wholeNumber("batch-size", "BENCH_ORACLE_BATCH_SIZE", "5000", 1, 10, "rows");
        assertThat(block.server().followedBy(block.afterServer(batch))).extracting(Setting::environmentVariable).containsExactly(
                "BENCH_ORACLE_URL", "BENCH_ORACLE_USER", "BENCH_ORACLE_PASSWORD", "BENCH_ORACLE_POOL_SIZE",
                "BENCH_ORACLE_BATCH_SIZE");
        assertThat(block.poolSize(Settings.resolve(block.server().followedBy(block.afterServer()), Map.of())))
                .isEqualTo(16);
    }

    @Test
    void noUrlAndAPoolOfNoneAreEachOneLineNamingTheVariable() {
        Settings none = Settings.resolve(block.server().followedBy(block.afterServer()), Map.of());
        assertThatThrownBy(() -> block.url(none)).isInstanceOf(EngineException.class)
                .hasMessage("no Oracle server named; set BENCH_ORACLE_URL");
        Settings empty = none.with(Map.of(JdbcSettings.POOL_SIZE, "0"));
        assertThatThrownBy(() -> block.poolSize(empty)).isInstanceOf(EngineException.class)
                .hasMessage("BENCH_ORACLE_POOL_SIZE must be at least 1, got 0");
    }
}
