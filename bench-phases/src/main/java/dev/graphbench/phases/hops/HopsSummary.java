package dev.graphbench.phases.hops;

import java.util.ArrayList;
import java.util.List;

/** The hops phase's calls summed up: by paths counted, and as a least-squares line. */
final class HopsSummary {

    /** The lower bound of each bucket of paths counted; the last bucket has no upper one. */
    private static final long[] BOUNDS = {0, 100, 1_000, 10_000, 100_000};
    private static final String[] LABELS = {"under 100", "100 to 1,000", "1,000 to 10,000", "10,000 to 100,000",
        "over 100,000"};

    private HopsSummary() {
    }

    /**
     * One call: the paths it counted and how long it took.
     *
     * @param paths the paths counted
     * @param ms    the quickest of its timed calls, in milliseconds
     */
    record Measured(long paths, double ms) {
    }

    /** Every bucket, in ascending order, empty ones too: the median and 95th percentile of ms of its calls. */
    static List<HopsResult.Bucket> buckets(List<Measured> calls) {
        List<HopsResult.Bucket> buckets = new ArrayList<>(BOUNDS.length);
        for (int b = 0; b < BOUNDS.length; b++) {
            long min = BOUNDS[b];
            Long max = b + 1 < BOUNDS.length ? BOUNDS[b + 1] : null;
            double[] ms = calls.stream().filter(c -> c.paths() >= min && (max == null || c.paths() < max))
                    .mapToDouble(Measured::ms).sorted().toArray();
            buckets.add(new HopsResult.Bucket(LABELS[b], min, max, ms.length,
                    ms.length == 0 ? null : percentile(ms, 50), ms.length == 0 ? null : percentile(ms, 95)));
        }
        return buckets;
    }

    /**
     * The least-squares line ms = fixed + perPath * paths through every call; null when the calls do not
     * have two distinct path counts, through which no line is defined.
     */
    static HopsResult.Fit fit(List<Measured> calls) {
        int n = calls.size();
        if (n < 2) {
            return null;
        }
        double meanPaths = calls.stream().mapToDouble(Measured::paths).average().orElseThrow();
        double meanMs = calls.stream().mapToDouble(Measured::ms).average().orElseThrow();
        double sxx = 0;
        double sxy = 0;
        double syy = 0;
        for (Measured call : calls) {
            double dx = call.paths() - meanPaths;
            double dy = call.ms() - meanMs;
            sxx += dx * dx;
            sxy += dx * dy;
            syy += dy * dy;
        }
        if (sxx == 0) {
            return null;
        }
        double slope = sxy / sxx;
        double intercept = meanMs - slope * meanPaths;
        double r2 = syy == 0 ? 1 : (sxy * sxy) / (sxx * syy);
        return new HopsResult.Fit(intercept, slope * 1000, r2);
    }

    /** The nearest-rank percentile of sorted values. */
    static double percentile(double[] sorted, double percentile) {
        int rank = (int) Math.ceil(percentile / 100 * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length, rank) - 1)];
    }
}
