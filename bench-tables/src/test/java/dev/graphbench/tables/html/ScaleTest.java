package dev.graphbench.tables.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Scales put a larger value further along, whichever way the pixels run, with round ticks around the values. */
class ScaleTest {

    @Test
    void aLinearScaleStartsAtZeroAndEndsOnARoundTickAtOrAboveTheLargestValue() {
        Scale scale = Scale.linear(0.03, 0.77, 100, 900);
        assertThat(scale.isLog()).isFalse();
        assertThat(scale.ticks()).containsExactly(0.0, 0.2, 0.4, 0.6, 0.8);
        assertThat(scale.at(0)).isEqualTo(100);
        assertThat(scale.at(0.8)).isEqualTo(900);
        assertThat(scale.at(0.77)).isGreaterThan(scale.at(0.53)).isLessThan(900);
        assertThat(Scale.linear(0, 13, 0, 1).ticks()).containsExactly(0.0, 5.0, 10.0, 15.0);
        assertThat(Scale.linear(0, 11, 0, 1).ticks()).containsExactly(0.0, 2.5, 5.0, 7.5, 10.0, 12.5);
    }

    @Test
    void aLogScaleCoversWholeDecadesAndForBarsLeavesRoomBelowTheSmallestValue() {
        Scale scale = Scale.logForBars(0.01, 53.71, 0, 600);
        assertThat(scale.isLog()).isTrue();
        assertThat(scale.ticks()).containsExactly(0.001, 0.01, 0.1, 1.0, 10.0, 100.0);
        assertThat(scale.at(0.01)).isGreaterThan(scale.at(0.001));
        assertThat(scale.at(10)).isCloseTo(480, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(scale.minorTicks()).contains(0.002, 0.5, 90.0).doesNotContain(200.0);
        assertThat(Scale.log(1, 275_590, 0, 1).ticks()).containsExactly(1.0, 10.0, 100.0, 1000.0, 10_000.0, 100_000.0,
                1_000_000.0);
        assertThatThrownBy(() -> Scale.log(0, 1, 0, 1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void largerValuesGoFurtherAlongOnEveryKindOfScaleAndDirection() {
        double[] values = {0.011, 0.2, 0.74, 3.1, 12.22, 53.7};
        for (Scale scale : new Scale[] {Scale.linear(0.011, 53.7, 50, 900), Scale.logForBars(0.011, 53.7, 50, 900), Scale.ticksAt(java.util.List.of(0.011, 1.0, 53.7), 50, 900)}) {
            for (int i = 1; i < values.length; i++) {
                assertThat(scale.at(values[i])).as("%s above %s", values[i], values[i - 1])
                        .isGreaterThan(scale.at(values[i - 1]));
            }
        }
        // A vertical axis runs from the bottom up: larger values have smaller pixel rows.
        Scale upwards = Scale.log(1, 275_590, 400, 20);
        assertThat(upwards.at(275_590)).isLessThan(upwards.at(100)).isLessThan(upwards.at(1));
    }

    @Test
    void threadCountsAreTheTicksWithRoomBeyondBothEnds() {
        Scale scale = Scale.ticksAt(java.util.List.of(4.0, 1.0, 2.0, 8.0, 2.0), 100, 900);
        assertThat(scale.ticks()).containsExactly(1.0, 2.0, 4.0, 8.0);
        assertThat(scale.at(1)).isGreaterThan(100);
        assertThat(scale.at(8)).isLessThan(900);
        assertThat(scale.at(2) - scale.at(1)).as("doublings sit evenly").isCloseTo(scale.at(8) - scale.at(4),
                org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void aChartGoesLogWhenItsValuesSpanMoreThanThirtyTimes() {
        assertThat(Scale.fitting(0.03, 0.77, 0, 1).isLog()).isFalse();
        assertThat(Scale.fitting(0.01, 12.22, 0, 1).isLog()).isTrue();
        assertThat(Scale.fitting(0, 12.22, 0, 1).isLog()).as("zero has no logarithm").isFalse();
    }

    @Test
    void tickLabelsAreShortAndExact() {
        assertThat(Scale.label(0.001)).isEqualTo("0.001");
        assertThat(Scale.label(2.5)).isEqualTo("2.5");
        assertThat(Scale.label(100)).isEqualTo("100");
        assertThat(Scale.label(100_000)).isEqualTo("100,000");
    }
}
