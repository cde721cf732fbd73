package com.example.graphbench.gremlin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.Settings;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** BENCH_GREMLIN_URL as users write it, and each mistake named in one line before anything connects. */
class GremlinUrlTest {

    @Test
    void aUrlWithoutPortOrPathGetsGremlinServersDefaults() {
        assertThat(GremlinUrl.parse("ws://db.example")).isEqualTo(new GremlinUrl("db.example", 8182, "/gremlin", false));
        assertThat(GremlinUrl.parse("wss://neptune.example:8182/gremlin"))
                .isEqualTo(new GremlinUrl("neptune.example", 8182, "/gremlin", true));
        assertThat(GremlinUrl.parse("ws://127.0.0.1:9000/g").deployment()).isEqualTo("local, 127.0.0.1:9000");
    }

    @Test
    void aUrlTheDriverCannotUseIsRefusedByTheProvidersCheckInOneLine() {
        GremlinProvider provider = new GremlinProvider();
        for (String wrong : new String[] {"http://db.example:8182/gremlin", "db.example:8182", "ws://user:secret@db.example"}) {
            Settings settings = Settings.resolve(provider.settings(), Map.of("BENCH_GREMLIN_URL", wrong));
            assertThatThrownBy(() -> provider.check(settings)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("BENCH_GREMLIN_URL must be ws://host:port/gremlin")
                    .hasMessageNotContaining("\n").hasMessageNotContaining("secret");
        }
    }
}
