package dev.graphbench.tables.html;

import java.util.Locale;

/**
 * Writes well-formed XML, HTML's and SVG's alike: every attribute value and every piece of text
 * goes through {@link #escape}, so nothing read from a results file can become markup.
 */
final class Markup {

    private final StringBuilder out = new StringBuilder();

    /** Writes {@code <name attributes...>}; attributes come as name, value pairs. */
    Markup open(String name, Object... attributes) {
        start(name, attributes);
        out.append('>');
        return this;
    }

    /** Writes {@code </name>}. */
    Markup close(String name) {
        out.append("</").append(name).append('>');
        return this;
    }

    /** Writes an element with no content: {@code <name attributes.../>}. */
    Markup empty(String name, Object... attributes) {
        start(name, attributes);
        out.append("/>");
        return this;
    }

    /** Writes an element holding only {@code text}. */
    Markup element(String name, String text, Object... attributes) {
        return open(name, attributes).text(text).close(name);
    }

    /** Writes {@code text}, escaped. */
    Markup text(String text) {
        out.append(escape(text));
        return this;
    }

    /** Writes markup another {@code Markup} has built. */
    Markup append(Markup other) {
        out.append(other.out);
        return this;
    }

    /** Writes a line break, to keep the page readable as source. */
    Markup newline() {
        out.append('\n');
        return this;
    }

    private void start(String name, Object... attributes) {
        if (attributes.length % 2 != 0) {
            throw new IllegalArgumentException("attributes come in name, value pairs: " + attributes.length);
        }
        out.append('<').append(name);
        for (int i = 0; i < attributes.length; i += 2) {
            if (attributes[i + 1] != null) {
                out.append(' ').append(attributes[i]).append("=\"").append(escape(value(attributes[i + 1]))).append('"');
            }
        }
    }

    /** A number as SVG wants it: at most two decimals, a dot, no exponent. */
    static String number(double value) {
        String text = String.format(Locale.ROOT, "%.2f", value);
        text = text.contains(".") ? text.replaceAll("0+$", "").replaceAll("\\.$", "") : text;
        return text.equals("-0") ? "0" : text;
    }

    private static String value(Object value) {
        return value instanceof Double || value instanceof Float ? number(((Number) value).doubleValue())
                : String.valueOf(value);
    }

    /** {@code text} with the five characters XML gives meaning to replaced by references. */
    static String escape(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder escaped = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> escaped.append("&amp;");
                case '<' -> escaped.append("&lt;");
                case '>' -> escaped.append("&gt;");
                case '"' -> escaped.append("&quot;");
                case '\'' -> escaped.append("&#39;");
                default -> {
                    // Control characters other than tab and newlines are not allowed in XML at all.
                    if (c < 0x20 && c != '\t' && c != '\n' && c != '\r') {
                        escaped.append(' ');
                    } else {
                        escaped.append(c);
                    }
                }
            }
        }
        return escaped.toString();
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
