package dev.graphbench.api;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.URLEncoder;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Every secret this process knows, and what scrubs them out of text before it leaves graph-bench. A
 * {@link Settings} makes its secrets known as it is made: each secret setting's value, and the user
 * information of a URL setting that holds a password ({@code user:password@host}, Oracle's
 * {@code user/password@host}, {@code password=...}), whole and the password alone. Where text leaves
 * (the console and every log line of the command line, each file a run writes) it goes through
 * {@link #scrub} or {@link #scrubbing}, so that a secret a library's message carries is masked as
 * {@value #MASK} wherever it comes from: as written, percent-decoded, URL-encoded, and escaped as JSON
 * or HTML write it.
 *
 * <p>A secret shorter than {@value #MINIMUM_LENGTH} characters is not scrubbed: it would mask common
 * words in every message. Nor is one that another setting of the same engine shows anyway (a password
 * that is the user's name), or one that its own variable's name spells ({@code BENCH_ORACLE_PASSWORD=oracle}):
 * masking those would mask the engine's name and hide nothing. Such a password is still never shown as
 * a setting's value. What the process has learned is never forgotten: scrubbing more is never wrong.
 */
public final class Secrets {

    /** The fewest characters a secret has to be scrubbed. */
    public static final int MINIMUM_LENGTH = 6;

    /** What a secret is replaced with. */
    public static final String MASK = "***";

    /** A URL's user information with a password: {@code //user:password@}. */
    private static final Pattern USER_INFO = Pattern.compile("//([^/@\\s:]*):([^/@\\s]+)@");
    /** Oracle's thin driver's {@code user/password@} after {@code :thin:}. */
    private static final Pattern ORACLE_USER_INFO = Pattern.compile("(?i):thin:([^/@\\s]+)/([^@\\s]+)@");
    private static final Pattern PASSWORD_IN_QUERY = Pattern.compile("(?i)password=([^&;\\s]+)");
    private static final Pattern PERCENT = Pattern.compile("%[0-9A-Fa-f]{2}");

    private static final Object LOCK = new Object();
    /** The secrets learned, guarded by LOCK. */
    private static final Set<String> LEARNED = new LinkedHashSet<>();
    /** Every form of every secret learned, longest first; replaced whole when one is learned. */
    private static volatile List<String> forms = List.of();

    private Secrets() {
    }

    /** Learns the secrets among {@code values}, the value of each setting {@code declared} by key. */
    static void learn(List<Setting> declared, Map<String, String> values) {
        Set<String> shown = new LinkedHashSet<>();
        List<String[]> found = new ArrayList<>();
        for (Setting setting : declared) {
            String value = values.get(setting.key());
            if (value == null) {
                continue;
            }
            if (setting.secret()) {
                found.add(new String[] {value, setting.environmentVariable()});
                continue;
            }
            shown.add(value.toLowerCase(Locale.ROOT));
            for (Pattern pattern : List.of(USER_INFO, ORACLE_USER_INFO)) {
                Matcher matcher = pattern.matcher(value);
                while (matcher.find()) {
                    String user = matcher.group(1);
                    String password = matcher.group(2);
                    found.add(new String[] {user + (pattern == USER_INFO ? ":" : "/") + password,
                            setting.environmentVariable()});
                    found.add(new String[] {password, setting.environmentVariable()});
                }
            }
            Matcher query = PASSWORD_IN_QUERY.matcher(value);
            while (query.find()) {
                found.add(new String[] {query.group(1), setting.environmentVariable()});
            }
        }
        List<String> secrets = found.stream()
                .filter(secret -> !shown.contains(secret[0].toLowerCase(Locale.ROOT))
                        && !secret[1].toLowerCase(Locale.ROOT).contains(secret[0].toLowerCase(Locale.ROOT)))
                .map(secret -> secret[0]).toList();
        if (secrets.isEmpty()) {
            return;
        }
        synchronized (LOCK) {
            if (!LEARNED.addAll(secrets)) {
                return;
            }
            Set<String> all = new LinkedHashSet<>();
            LEARNED.forEach(secret -> all.addAll(forms(secret)));
            forms = all.stream().sorted(Comparator.comparingInt(String::length).reversed()).toList();
        }
    }

    /** {@code text} with every secret this process knows replaced by {@value #MASK}; null stays null. */
    public static String scrub(String text) {
        if (text == null) {
            return null;
        }
        String scrubbed = text;
        for (String form : forms) {
            if (scrubbed.contains(form)) {
                scrubbed = scrubbed.replace(form, MASK);
            }
        }
        return scrubbed;
    }

    /**
     * A stream that writes to {@code out} what it is given as UTF-8 text, every secret replaced by
     * {@value #MASK}. A secret split across two writes is still found: the bytes that may begin one are
     * held until the next write shows whether they do, or until a flush or close writes them.
     */
    public static OutputStream scrubbing(OutputStream out) {
        return scrubbing(out, StandardCharsets.UTF_8);
    }

    /** As {@link #scrubbing(OutputStream)}, for text encoded in {@code charset}. */
    public static OutputStream scrubbing(OutputStream out, Charset charset) {
        return out instanceof Scrubbing ? out : new Scrubbing(out, charset);
    }

    /**
     * A print stream that prints to {@code out}, in its charset, every secret replaced by {@value #MASK};
     * it flushes at every line, as a console's does. {@code out} itself when it is one already.
     */
    public static PrintStream scrubbing(PrintStream out) {
        return out instanceof ScrubbingPrintStream ? out : new ScrubbingPrintStream(out);
    }

    /** The forms a library or a file may write {@code secret} in, each long enough to scrub. */
    static Set<String> forms(String secret) {
        Set<String> forms = new LinkedHashSet<>();
        for (String text : List.of(secret, percentDecoded(secret))) {
            String encoded = URLEncoder.encode(text, StandardCharsets.UTF_8);
            for (String form : List.of(text, encoded, encoded.replace("+", "%20"), json(text), html(text))) {
                forms.add(form);
                forms.add(lowerHex(form));
            }
        }
        forms.removeIf(form -> form.length() < MINIMUM_LENGTH);
        return forms;
    }

    /** {@code text} with each {@code %XX} decoded as UTF-8 and a {@code +} left as it is, as in a URL's user information. */
    private static String percentDecoded(String text) {
        if (!PERCENT.matcher(text).find()) {
            return text;
        }
        byte[] bytes = new byte[text.length() * 3];
        int length = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '%' && i + 3 <= text.length() && PERCENT.matcher(text.substring(i, i + 3)).matches()) {
                bytes[length++] = (byte) Integer.parseInt(text.substring(i + 1, i + 3), 16);
                i += 2;
            } else {
                for (byte b : String.valueOf(c).getBytes(StandardCharsets.UTF_8)) {
                    bytes[length++] = b;
                }
            }
        }
        return new String(bytes, 0, length, StandardCharsets.UTF_8);
    }

    private static String lowerHex(String text) {
        return PERCENT.matcher(text).replaceAll(match -> match.group().toLowerCase(Locale.ROOT));
    }

    /** {@code text} as a JSON string's content. */
    private static String json(String text) {
        StringBuilder out = new StringBuilder();
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\t' -> out.append("\\t");
                case '\r' -> out.append("\\r");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.toString();
    }

    /** {@code text} as HTML text or an attribute's value. */
    private static String html(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;")
                .replace("'", "&#39;");
    }

    /** Replaces every secret in the bytes it is given; see {@link #scrubbing(OutputStream)}. */
    private static final class Scrubbing extends FilterOutputStream {

        private static final byte[] NONE = new byte[0];

        private final Charset charset;
        private final byte[] mask;
        /** Bytes that may begin a secret, held until more come. */
        private byte[] pending = NONE;
        /** The forms {@link #patterns} were made of. */
        private List<String> madeOf;
        private byte[][] patterns;
        /** Whether a byte begins some pattern. */
        private final boolean[] begins = new boolean[256];

        Scrubbing(OutputStream out, Charset charset) {
            super(out);
            this.charset = charset;
            this.mask = MASK.getBytes(charset);
        }

        @Override
        public synchronized void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public synchronized void write(byte[] b, int off, int len) throws IOException {
            if (pending.length == 0) {
                pass(b, off, off + len, false);
                return;
            }
            byte[] joined = Arrays.copyOf(pending, pending.length + len);
            System.arraycopy(b, off, joined, pending.length, len);
            pass(joined, 0, joined.length, false);
        }

        @Override
        public synchronized void flush() throws IOException {
            byte[] held = pending;
            pass(held, 0, held.length, true);
            out.flush();
        }

        @Override
        public synchronized void close() throws IOException {
            try {
                flush();
            } finally {
                out.close();
            }
        }

        /** Writes {@code data[from, to)} scrubbed, holding back what may begin a secret unless at the {@code end}. */
        private void pass(byte[] data, int from, int to, boolean end) throws IOException {
            refresh();
            if (patterns.length == 0) {
                out.write(data, from, to - from);
                pending = NONE;
                return;
            }
            int written = from;
            int i = from;
            while (i < to) {
                if (!begins[data[i] & 0xff]) {
                    i++;
                    continue;
                }
                int matched = match(data, i, to, end);
                if (matched > 0) {
                    out.write(data, written, i - written);
                    out.write(mask);
                    i += matched;
                    written = i;
                } else if (matched < 0) {
                    break;
                } else {
                    i++;
                }
            }
            out.write(data, written, i - written);
            pending = i < to ? Arrays.copyOfRange(data, i, to) : NONE;
        }

        /**
         * The length of the longest pattern at {@code data[at]}; -1 when a longer one may still begin there
         * once more bytes come; 0 when none does.
         */
        private int match(byte[] data, int at, int to, boolean end) {
            boolean mayFollow = false;
            for (byte[] pattern : patterns) {
                int available = Math.min(pattern.length, to - at);
                if (!Arrays.equals(data, at, at + available, pattern, 0, available)) {
                    continue;
                }
                if (available == pattern.length) {
                    return mayFollow ? -1 : pattern.length;
                }
                mayFollow = !end;
            }
            return mayFollow ? -1 : 0;
        }

        /** Takes up the secrets learned since the last write. */
        private void refresh() {
            List<String> now = forms;
            if (now == madeOf) {
                return;
            }
            madeOf = now;
            patterns = now.stream().map(form -> form.getBytes(charset))
                    .sorted(Comparator.comparingInt((byte[] pattern) -> pattern.length).reversed())
                    .toArray(byte[][]::new);
            Arrays.fill(begins, false);
            for (byte[] pattern : patterns) {
                begins[pattern[0] & 0xff] = true;
            }
        }
    }

    /** A print stream whose bytes pass through {@link Scrubbing} on their way to the stream it wraps. */
    private static final class ScrubbingPrintStream extends PrintStream {
        ScrubbingPrintStream(PrintStream out) {
            super(new Scrubbing(out, out.charset()), true, out.charset());
        }
    }
}
