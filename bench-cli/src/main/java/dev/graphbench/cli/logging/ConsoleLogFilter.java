package dev.graphbench.cli.logging;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.filter.Filter;
import ch.qos.logback.core.spi.FilterReply;
import java.util.ArrayList;
import java.util.List;

/**
 * What of the log reaches the console: warnings and errors, but none from the loggers named {@code fileOnly} (whose
 * errors repeat what the run says in its own line, such as a failed statement dumped whole by the mapper that ran it),
 * which go to {@code bench.log} only; with {@code --verbose}, everything from INFO up.
 */
public final class ConsoleLogFilter extends Filter<ILoggingEvent> {

    private final List<String> fileOnly = new ArrayList<>();
    private volatile boolean verbose;

    /** A logger, and the loggers under it, whose lines go to {@code bench.log} only unless verbose; from logback.xml. */
    public void addFileOnly(String logger) {
        fileOnly.add(logger.strip());
    }

    /** Whether the console shows every line from INFO up, whole. */
    public void setVerbose(boolean verbose) {
        this.verbose = verbose;
    }

    @Override
    public FilterReply decide(ILoggingEvent event) {
        if (verbose) {
            return event.getLevel().isGreaterOrEqual(Level.INFO) ? FilterReply.NEUTRAL : FilterReply.DENY;
        }
        if (!event.getLevel().isGreaterOrEqual(Level.WARN)) {
            return FilterReply.DENY;
        }
        String logger = event.getLoggerName();
        for (String name : fileOnly) {
            if (logger.equals(name) || logger.startsWith(name + ".")) {
                return FilterReply.DENY;
            }
        }
        return FilterReply.NEUTRAL;
    }
}
