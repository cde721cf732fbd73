package dev.graphbench.cli;

/** Bad input from the command line: its message is the one line the user sees. */
final class UsageException extends RuntimeException {

    UsageException(String message) {
        super(message);
    }
}
