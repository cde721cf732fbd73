package dev.graphbench.cli.logging;

import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.ILoggingEvent;
import dev.graphbench.api.Secrets;
import java.nio.charset.Charset;

/**
 * The encoder of every log line the command line writes: its pattern's, each secret the run knows
 * masked ({@link Secrets}), stack traces and a library's own messages included.
 */
public final class ScrubbingEncoder extends PatternLayoutEncoder {

    @Override
    public byte[] encode(ILoggingEvent event) {
        Charset charset = getCharset() != null ? getCharset() : Charset.defaultCharset();
        return Secrets.scrub(new String(super.encode(event), charset)).getBytes(charset);
    }
}
