package dev.graphbench.perf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** JMH finds the module's benchmarks (its annotation processor ran) and runs each in JVMs of its own. */
class JmhTest {

    @Test
    void eachBenchmarkIsMeasuredInEveryForkAndByItsName() {
        Jmh jmh = new Jmh(2, 0, 2, 0.05);
        Map<String, Jmh.Measured> measured = jmh.run(List.of(GeneratorFigures.GENERATOR, GeneratorFigures.TRIVIAL_WRITER),
                Map.of("scaleFactor", "0.001", "seed", "7"));

        assertThat(measured).containsOnlyKeys(GeneratorFigures.GENERATOR, GeneratorFigures.TRIVIAL_WRITER);
        for (Jmh.Measured figure : measured.values()) {
            assertThat(figure.unit()).isEqualTo("ms/op");
            assertThat(figure.medians()).hasSize(2);
            assertThat(Arrays.stream(figure.medians()).min().orElseThrow()).isPositive();
            assertThat(figure.means()).hasSize(2);
            assertThat(Arrays.stream(figure.means()).min().orElseThrow()).isPositive();
            assertThat(figure.forks("2 iterations", "%.3f"))
                    .matches("the median of 2 JVMs' median of 2 iterations \\([0-9.]+, [0-9.]+ ms/op\\)");
        }
    }

    @Test
    void aBenchmarkThatFailsSaysWhy() {
        Jmh jmh = new Jmh(1, 0, 1, 0.05);
        assertThatThrownBy(() -> jmh.run(List.of(PostgresComparison.CALL_PATH_JDBC), Map.of()))
                .isInstanceOf(IllegalStateException.class).hasMessageStartingWith("a JMH benchmark failed")
                .hasMessageContaining("CallPathBenchmark needs -p url=");
    }

    @Test
    void aBenchmarkJmhDoesNotKnowIsNamed() {
        Jmh jmh = new Jmh(1, 0, 1, 0.05);
        assertThatThrownBy(() -> jmh.run(List.of(GeneratorBenchmark.class.getName() + ".noSuchMethod"), Map.of()))
                .hasMessageContaining("noSuchMethod");
    }

    @Test
    void noForkOrNoIterationIsRefused() {
        assertThatThrownBy(() -> new Jmh(0, 0, 1, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Jmh(1, 0, 0, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Jmh(1, -1, 1, 1)).isInstanceOf(IllegalArgumentException.class);
    }
}
