package dev.graphbench.cli.logging;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.AppenderBase;
import ch.qos.logback.core.encoder.Encoder;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.slf4j.LoggerFactory;

/**
 * The run's log file, {@code bench.log} in the run's folder beside its results: every line logged while a run is
 * under way, whole (stack traces included), through the encoder logback.xml gives it. It writes nothing until a run
 * begins ({@link #openIn}), as the folder is made then, and nothing after it ends ({@link #closeAll}).
 */
public final class RunLogAppender extends AppenderBase<ILoggingEvent> {

    /** The file being written, shown in the console's lines that it holds the rest of; null between runs. */
    private static volatile Path open;

    private Encoder<ILoggingEvent> encoder;
    private OutputStream out;

    public void setEncoder(Encoder<ILoggingEvent> encoder) {
        this.encoder = encoder;
    }

    @Override
    public void start() {
        if (encoder == null) {
            addError("no encoder for the run's log file " + getName());
            return;
        }
        super.start();
    }

    @Override
    protected void append(ILoggingEvent event) {
        if (out == null) {
            return;
        }
        try {
            out.write(encoder.encode(event));
            out.flush();
        } catch (IOException e) {
            addError("cannot write the run's log file", e);
            closeFile();
        }
    }

    private synchronized void openFile(Path file) {
        closeFile();
        try {
            Files.createDirectories(file.getParent());
            out = new FileOutputStream(file.toFile(), true);
        } catch (IOException e) {
            addError("cannot open the run's log file " + file, e);
        }
    }

    private synchronized void closeFile() {
        if (out != null) {
            try {
                out.close();
            } catch (IOException e) {
                addError("cannot close the run's log file", e);
            }
            out = null;
        }
    }

    @Override
    public void stop() {
        closeFile();
        super.stop();
    }

    /** Every line logged from now on goes to {@code bench.log} in {@code folder}, the run's folder, too. */
    public static void openIn(Path folder) {
        Path file = folder.resolve("bench.log");
        forEach(appender -> appender.openFile(file));
        open = file;
    }

    /** The run ended: its log file is closed. */
    public static void closeAll() {
        open = null;
        forEach(RunLogAppender::closeFile);
    }

    /** The log file being written, if a run is under way and logback is the logger. */
    static Optional<Path> openFile() {
        return Optional.ofNullable(open);
    }

    private static void forEach(Consumer<RunLogAppender> action) {
        if (!(LoggerFactory.getILoggerFactory() instanceof LoggerContext context)) {
            return;
        }
        Set<RunLogAppender> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Logger logger : context.getLoggerList()) {
            for (Iterator<Appender<ILoggingEvent>> it = logger.iteratorForAppenders(); it.hasNext(); ) {
                if (it.next() instanceof RunLogAppender appender && seen.add(appender)) {
                    action.accept(appender);
                }
            }
        }
    }
}
