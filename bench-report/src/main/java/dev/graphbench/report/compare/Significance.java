package dev.graphbench.report.compare;

import dev.graphbench.results.CallLatencies;
import dev.graphbench.results.Latency;
import org.apache.commons.math3.stat.inference.MannWhitneyUTest;

/**
 * Whether two workloads' calls differ by more than the noise: the Mann-Whitney U test (two-sided, normal
 * approximation, ties ranked by their mean) over every timed call's latency of each, as the results
 * files keep them. It assumes nothing of the latencies' distribution, which is skewed and often has
 * two modes, and a few slow calls move it no more than any other call.
 */
final class Significance {

    private Significance() {
    }

    /** The test's p-value; null when either side keeps no per-call latencies or has fewer than two calls. */
    static Double pValue(Latency a, Latency b) {
        double[] x = CallLatencies.millis(a);
        double[] y = CallLatencies.millis(b);
        if (x == null || y == null || x.length < 2 || y.length < 2) {
            return null;
        }
        return new MannWhitneyUTest().mannWhitneyUTest(x, y);
    }
}
