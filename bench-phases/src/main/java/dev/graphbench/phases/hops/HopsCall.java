package dev.graphbench.phases.hops;

import dev.graphbench.api.PathSemantics;

/**
 * One call of the hops phase as the reference engine counted it, kept for judging the engines after it: its
 * arguments, and the paths counted as walks and as trails (only the reference counts both).
 *
 * @param arguments the call's arguments, as messages show them
 * @param walks     the paths counted as walks
 * @param trails    the paths counted as trails
 */
record HopsCall(String arguments, long walks, long trails) {

    /** The paths counted under {@code semantics}. */
    long under(PathSemantics semantics) {
        return semantics == PathSemantics.TRAIL ? trails : walks;
    }
}
