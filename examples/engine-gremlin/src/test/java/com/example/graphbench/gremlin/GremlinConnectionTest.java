package com.example.graphbench.gremlin;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.Settings;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A server that does not answer is named in one line, with the variable to set. */
class GremlinConnectionTest {

    @Test
    void aUrlWhereNoServerListensIsNamedInOneLine() throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = socket.getLocalPort();
        }
        GremlinProvider provider = new GremlinProvider();
        Settings settings = Settings.resolve(provider.settings(),
                Map.of("BENCH_GREMLIN_URL", "ws://127.0.0.1:" + port + "/gremlin"));
        assertThatThrownBy(() -> provider.open(settings).ping()).isInstanceOf(EngineException.class)
                .hasMessage("no Gremlin Server answered at ws://127.0.0.1:" + port + "/gremlin: Connection refused; set"
                        + " BENCH_GREMLIN_URL");
    }
}
