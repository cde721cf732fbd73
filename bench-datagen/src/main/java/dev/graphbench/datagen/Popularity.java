package dev.graphbench.datagen;

/**
 * Picks one of {@code n} nodes with a skew: a uniform draw raised to {@code exponent} favours the
 * first ranks (with exponent 3 the top 1% of ranks take about a fifth of all picks), and a fixed
 * permutation of ranks spreads the popular nodes over the id range instead of the first ids.
 * Exponent 1 is uniform.
 */
final class Popularity {

    private final int n;
    private final int exponent;
    private final long multiplier;
    private final long offset;

    Popularity(int n, int exponent, long seed, long stream) {
        this.n = n;
        this.exponent = exponent;
        long mix = Rng.mix(seed ^ (stream * 0x632BE59BD9B4E019L));
        long candidate = n <= 1 ? 1 : 1 + Math.floorMod(mix, (long) n - 1);
        while (gcd(candidate, n) != 1) {
            candidate = candidate % (n - 1) + 1;
        }
        this.multiplier = candidate;
        this.offset = Math.floorMod(Rng.mix(mix), (long) n);
    }

    /** A node index in [0, n). */
    int pick(Rng rng) {
        return scatter(rank(rng.nextDouble(), n));
    }

    /** A rank in [0, bound) drawn with this skew, before scattering: smaller is more popular. */
    int rank(double uniform, int bound) {
        double skewed = uniform;
        for (int i = 1; i < exponent; i++) {
            skewed *= uniform;
        }
        return (int) (skewed * bound);
    }

    /** The node that holds popularity rank {@code rank}. */
    int scatter(int rank) {
        return (int) ((rank * multiplier + offset) % n);
    }

    private static long gcd(long a, long b) {
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a;
    }
}
