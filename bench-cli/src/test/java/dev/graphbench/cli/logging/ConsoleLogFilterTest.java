package dev.graphbench.cli.logging;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.LoggingEvent;
import ch.qos.logback.core.spi.FilterReply;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What of the log reaches the console, and how much of each line: the rest is in the run's bench.log. */
class ConsoleLogFilterTest {

    private final LoggerContext context = new LoggerContext();

    private LoggingEvent event(String logger, Level level, String message, Throwable thrown) {
        Logger named = context.getLogger(logger);
        return new LoggingEvent(Logger.class.getName(), named, level, message, thrown, null);
    }

    private ConsoleLogFilter filter(boolean verbose) {
        ConsoleLogFilter filter = new ConsoleLogFilter();
        filter.addFileOnly("org.drivine.logger.StatementLogger");
        filter.addFileOnly("io.zonky.test.db.postgres");
        filter.setVerbose(verbose);
        filter.start();
        return filter;
    }

    @Test
    void theConsoleShowsWarningsAndErrorsButNotTheLoggersThatGoToTheFileOnly() {
        ConsoleLogFilter quiet = filter(false);
        assertThat(quiet.decide(event("org.neo4j.driver.Driver", Level.WARN, "w", null))).isEqualTo(FilterReply.NEUTRAL);
        assertThat(quiet.decide(event("com.example.Lib", Level.ERROR, "e", null))).isEqualTo(FilterReply.NEUTRAL);
        assertThat(quiet.decide(event("com.example.Lib", Level.INFO, "i", null))).isEqualTo(FilterReply.DENY);
        assertThat(quiet.decide(event("org.drivine.logger.StatementLogger", Level.ERROR, "Query failed", null)))
                .isEqualTo(FilterReply.DENY);
        assertThat(quiet.decide(event("io.zonky.test.db.postgres.embedded.EmbeddedPostgres", Level.ERROR,
                "Could not stop postmaster", null))).isEqualTo(FilterReply.DENY);
        // A name that only begins like one of them is another logger.
        assertThat(quiet.decide(event("io.zonky.test.db.postgresx", Level.ERROR, "e", null)))
                .isEqualTo(FilterReply.NEUTRAL);
    }

    @Test
    void verboseBringsEveryLineFromInfoUpBack() {
        ConsoleLogFilter verbose = filter(true);
        assertThat(verbose.decide(event("org.drivine.logger.StatementLogger", Level.ERROR, "Query failed", null)))
                .isEqualTo(FilterReply.NEUTRAL);
        assertThat(verbose.decide(event("com.example.Lib", Level.INFO, "i", null))).isEqualTo(FilterReply.NEUTRAL);
        assertThat(verbose.decide(event("com.example.Lib", Level.DEBUG, "d", null))).isEqualTo(FilterReply.DENY);
    }

    @Test
    void aMessageOfManyLinesIsItsFirstLineOnTheConsoleWithWhereTheRestIs(@TempDir Path run) {
        FirstLineConverter converter = new FirstLineConverter();
        assertThat(converter.convert(event("x", Level.ERROR, "one line", null))).isEqualTo("one line");
        assertThat(converter.convert(event("x", Level.ERROR, "Query failed\n  MATCH (n)\n  RETURN n", null)))
                .isEqualTo("Query failed");
        RunLogAppender.openIn(run);
        try {
            assertThat(converter.convert(event("x", Level.ERROR, "Query failed", new IllegalStateException("why"))))
                    .isEqualTo("Query failed (the rest in " + run.resolve("bench.log") + ")");
        } finally {
            RunLogAppender.closeAll();
        }
    }
}
