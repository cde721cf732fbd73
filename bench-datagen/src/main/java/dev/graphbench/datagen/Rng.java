package dev.graphbench.datagen;

/**
 * SplitMix64, reseeded for every entity from (seed, stream, index), so that any node or any
 * node's relationships can be generated alone, in any order, and always come out the same.
 * One instance per generator thread; never shared.
 */
final class Rng {

    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    private long state;

    /** Positions the generator at entity {@code index} of {@code stream} under {@code seed}. */
    Rng reseed(long seed, long stream, long index) {
        state = mix(mix(seed ^ (stream * 0xD1B54A32D192ED03L)) + index * GOLDEN);
        return this;
    }

    long nextLong() {
        state += GOLDEN;
        return mix(state);
    }

    /** Uniform in [0, 1): {@link #nextBits53()} scaled by 2^-53. */
    double nextDouble() {
        return nextBits53() * 0x1.0p-53;
    }

    /** The 53 bits {@link #nextDouble()} is made of, uniform in [0, 2^53). */
    long nextBits53() {
        return nextLong() >>> 11;
    }

    /** Uniform in [0, bound). */
    int nextInt(int bound) {
        return (int) ((nextLong() >>> 33) * bound >>> 31);
    }

    /** A standard normal deviate (Box-Muller; one of the pair is discarded for simplicity of state). */
    double nextGaussian() {
        double u = 1.0 - nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * nextDouble());
    }

    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
