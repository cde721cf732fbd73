package dev.graphbench.cli.logging;

import ch.qos.logback.classic.pattern.ClassicConverter;
import ch.qos.logback.classic.spi.ILoggingEvent;

/**
 * {@code %firstline}: a log message's first line, the console's share of it; when there is more (further lines, a
 * stack trace), where the whole of it is: the run's {@code bench.log}.
 */
public final class FirstLineConverter extends ClassicConverter {

    @Override
    public String convert(ILoggingEvent event) {
        String message = event.getFormattedMessage();
        message = message == null ? "" : message.strip();
        int newline = message.indexOf('\n');
        String first = (newline < 0 ? message : message.substring(0, newline)).strip();
        boolean more = newline >= 0 || event.getThrowableProxy() != null;
        return more ? first + RunLogAppender.openFile().map(file -> " (the rest in " + file + ")").orElse("") : first;
    }
}
