package dev.graphbench.phases.concurrent;

import dev.graphbench.runner.calls.ReferenceAnswers;
import java.util.List;

/**
 * What one concurrent measurement, closed or open loop, gave.
 *
 * @param result       the measurement, or null when some thread could not start
 * @param setupFailure why some thread could not start (its session or a warm-up call failed), or null
 * @param warmups      each thread's warm-up calls and answers, by thread
 * @param <T>          the measurement's figures
 */
record Measured<T>(T result, String setupFailure, List<List<ReferenceAnswers.Call>> warmups) {
}
