package dev.graphbench.cli.logging;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

/**
 * The run's bench.log, through the command line's own logback.xml: a line of a logger kept off the console (Drivine's
 * dump of a failed statement) is written there whole, and nothing is written before a run opens it or after it ends.
 */
class RunLogAppenderTest {

    private static final String DUMP = "Query failed after 3 ms\n  MATCH (p:Person {id: $id}) RETURN p\n  {id=7}";

    @Test
    void aDumpKeptOffTheConsoleIsInTheRunsLogWhole(@TempDir Path run) throws Exception {
        LoggerFactory.getLogger("org.drivine.logger.StatementLogger").error("before the run");
        RunLogAppender.openIn(run);
        try {
            LoggerFactory.getLogger("org.drivine.logger.StatementLogger").error(DUMP, new IllegalStateException("gone"));
        } finally {
            RunLogAppender.closeAll();
        }
        LoggerFactory.getLogger("org.drivine.logger.StatementLogger").error("after the run");

        String log = Files.readString(run.resolve("bench.log"));
        assertThat(log).contains("ERROR", "org.drivine.logger.StatementLogger", DUMP,
                        "java.lang.IllegalStateException: gone")
                .doesNotContain("before the run").doesNotContain("after the run");
    }
}
