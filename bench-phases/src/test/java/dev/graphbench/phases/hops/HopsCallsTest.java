package dev.graphbench.phases.hops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The hops calls file reads back as written, keeps what a crash left whole, and is named by engine and scale factor. */
class HopsCallsTest {

    @TempDir
    Path folder;

    @Test
    void callsReadBackAsWrittenInOrder() {
        Path file = folder.resolve(HopsCalls.fileName("neo4j", 0.1));
        try (HopsCalls calls = HopsCalls.create(file)) {
            calls.write(new HopsCalls.Call("p1", 1, 12, 0.25));
            calls.write(new HopsCalls.Call("p1", 4, 123_456, 31.5));
        }

        assertThat(file.getFileName().toString()).isEqualTo("hops-neo4j-sf0.1.csv");
        assertThat(HopsCalls.read(file)).containsExactly(new HopsCalls.Call("p1", 1, 12, 0.25),
                new HopsCalls.Call("p1", 4, 123_456, 31.5));
    }

    @Test
    void aRowCutShortByACrashIsLeftOutAndTheOthersKept() throws IOException {
        Path file = Files.writeString(folder.resolve("hops-x-sf1.csv"), "person,hops,paths,ms\np1,1,12,0.250000\np1,2,3");

        assertThat(HopsCalls.read(file)).containsExactly(new HopsCalls.Call("p1", 1, 12, 0.25));
    }

    @Test
    void aMissingFileFailsNamingIt() {
        Path missing = folder.resolve("hops-none-sf1.csv");
        assertThatThrownBy(() -> HopsCalls.read(missing)).isInstanceOf(UncheckedIOException.class)
                .hasMessageContaining(missing.toString());
    }
}
