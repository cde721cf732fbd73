package dev.graphbench.cypher;

/** Turns exceptions into the one-line messages users see. */
public final class Errors {

    private Errors() {
    }

    /** {@code text} on one line, whitespace runs collapsed. */
    public static String oneLine(String text) {
        return text == null ? "" : text.strip().replaceAll("\\s+", " ");
    }

    /** The message of the deepest cause that has one, on one line. */
    public static String rootMessage(Throwable failure) {
        String message = failure.toString();
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause.getMessage() != null && !cause.getMessage().isBlank()) {
                message = cause.getMessage();
            }
        }
        return oneLine(message);
    }

    /** Whether {@code failure} or one of its causes is a {@code type}. */
    public static boolean hasCause(Throwable failure, Class<? extends Throwable> type) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (type.isInstance(cause)) {
                return true;
            }
        }
        return false;
    }
}
