package dev.graphbench.results;

/** Turns a failure into the one line a results file and a user see. */
public final class Failures {

    private Failures() {
    }

    /** The first line of the failure's message, or its type when it has none; never a stack trace. */
    public static String oneLine(Throwable failure) {
        Throwable shown = failure;
        while (shown.getMessage() == null && shown.getCause() != null) {
            shown = shown.getCause();
        }
        String message = shown.getMessage();
        if (message == null || message.isBlank()) {
            return shown.getClass().getSimpleName();
        }
        String first = message.strip().lines().findFirst().orElse(message).strip();
        return first.length() > 400 ? first.substring(0, 400) + "..." : first;
    }
}
