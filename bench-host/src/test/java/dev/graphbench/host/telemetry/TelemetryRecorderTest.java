package dev.graphbench.host.telemetry;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.Settings;
import dev.graphbench.results.Telemetry;
import dev.graphbench.results.TelemetrySample;
import dev.graphbench.engine.reference.ReferenceProvider;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A server's process tree read from /proc: every process under the one the server gives is counted, and
 * a server whose process ends stops the samples with the reason, the window going on.
 */
class TelemetryRecorderTest {

    private static final long SECOND = 1_000_000_000L;

    @Test
    void aServersProcessTreeIsReadWholeAndItsEndStopsTheSamplesWithTheReason() throws IOException, InterruptedException {
        // A "server" of three processes: a shell and two children under it.
        Process server = new ProcessBuilder("sh", "-c", "sleep 60 & sleep 60 & wait").start();
        try (Engine engine = embedded(openReference());
             TelemetrySource source = TelemetrySource.open(engine, OptionalLong.of(server.pid()))) {
            awaitChildren(server, 2);
            TelemetryRecorder recorder = source.recorder();
            recorder.ready();
            long start = System.nanoTime();
            recorder.start(start);
            sleepUntil(start + SECOND + SECOND / 2);
            List<ProcessHandle> children = server.toHandle().descendants().toList();
            children.forEach(ProcessHandle::destroy);
            server.destroy();
            server.waitFor(10, TimeUnit.SECONDS);
            sleepUntil(start + 2 * SECOND + SECOND / 2);
            Telemetry telemetry = recorder.stop(3);

            assertThat(telemetry.server()).isEqualTo("the embedded server's processes (pid " + server.pid()
                    + " and those under it), from /proc");
            assertThat(telemetry.sharedWithClient()).isFalse();
            assertThat(telemetry.stopped()).startsWith("the server's process " + server.pid() + " has ended, ")
                    .endsWith("s into a window: its samples stop there");
            // The second closed before the end was sampled; none after it.
            assertThat(telemetry.seconds()).hasSize(1);
            TelemetrySample first = telemetry.seconds().getFirst();
            assertThat(first.server().processes()).isEqualTo(3);
            assertThat(first.server().residentBytes()).isPositive();
            assertThat(first.server().cpuSeconds()).isGreaterThanOrEqualTo(0);
            assertThat(first.server().heapUsedBytes()).as("no heap: a server, not a JVM").isNull();
            assertThat(first.client().heapUsedBytes()).isPositive();
            assertThat(first.client().residentBytes()).isPositive();

            // A later window knows the server is gone from the start.
            TelemetryRecorder later = source.recorder();
            later.ready();
            later.start(System.nanoTime());
            Telemetry after = later.stop(1);
            assertThat(after.seconds()).isEmpty();
            assertThat(after.stopped()).isEqualTo(telemetry.stopped());
        } finally {
            server.toHandle().descendants().forEach(ProcessHandle::destroyForcibly);
            server.destroyForcibly();
        }
    }

    private static Engine openReference() {
        ReferenceProvider provider = new ReferenceProvider();
        return provider.open(Settings.resolve(provider.settings(), Map.of()));
    }

    private static void awaitChildren(Process process, int children) throws InterruptedException {
        long deadline = System.nanoTime() + 10 * SECOND;
        while (process.toHandle().descendants().count() < children && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertThat(process.toHandle().descendants().count()).isEqualTo(children);
    }

    private static void sleepUntil(long nanos) throws InterruptedException {
        for (long now = System.nanoTime(); now < nanos; now = System.nanoTime()) {
            Thread.sleep(Math.max(1, (nanos - now) / 1_000_000));
        }
    }

    /** {@code inner}, said to run on an embedded server of its own. */
    private static Engine embedded(Engine inner) {
        return (Engine) Proxy.newProxyInstance(Engine.class.getClassLoader(), new Class<?>[] {Engine.class},
                (proxy, method, arguments) -> {
                    if (method.getName().equals("info") && method.getParameterCount() == 0) {
                        EngineInfo info = inner.info();
                        return new EngineInfo(info.product(), info.productVersion(), info.driver(),
                                info.driverVersion(), "embedded, a process of this test");
                    }
                    try {
                        return method.invoke(inner, arguments);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }
}
