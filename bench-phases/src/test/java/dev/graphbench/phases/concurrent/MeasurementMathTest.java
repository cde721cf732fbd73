package dev.graphbench.phases.concurrent;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The arithmetic of the phases: the order of the sweep, the hops buckets, the least-squares line. */
class MeasurementMathTest {

    @Test
    void theSweepMeasuresTheHeadlineThreadCountFirstAndNeverTwice() {
        assertThat(ConcurrentMeasurement.plan(8, List.of(1, 2, 4, 8))).containsExactly(8, 1, 2, 4);
        assertThat(ConcurrentMeasurement.plan(3, List.of(1, 2, 4, 8))).containsExactly(3, 1, 2, 4, 8);
        assertThat(ConcurrentMeasurement.plan(1, List.of(1))).containsExactly(1);
    }
}
