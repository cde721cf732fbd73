package dev.graphbench.phases.hops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The hops phase's buckets and its least-squares line, from the calls measured. */
class HopsSummaryTest {

    @Test
    void bucketsSplitAtPowersOfTenAndReportTheMedianAndP95OfTheirCalls() {
        List<HopsSummary.Measured> calls = List.of(
                new HopsSummary.Measured(0, 0.1), new HopsSummary.Measured(99, 0.3), new HopsSummary.Measured(50, 0.2),
                new HopsSummary.Measured(100, 1.0), new HopsSummary.Measured(99_999, 9.0),
                new HopsSummary.Measured(100_000, 20.0), new HopsSummary.Measured(5_000_000, 80.0));

        List<HopsResult.Bucket> buckets = HopsSummary.buckets(calls);

        assertThat(buckets).extracting(HopsResult.Bucket::label).containsExactly("under 100", "100 to 1,000",
                "1,000 to 10,000", "10,000 to 100,000", "over 100,000");
        assertThat(buckets).extracting(HopsResult.Bucket::calls).containsExactly(3, 1, 0, 1, 2);
        assertThat(buckets.get(0).medianMs()).isEqualTo(0.2);
        assertThat(buckets.get(0).p95Ms()).isEqualTo(0.3);
        assertThat(buckets.get(2).medianMs()).isNull();
        assertThat(buckets.get(4).maxPaths()).isNull();
        assertThat(buckets.get(4).medianMs()).isEqualTo(20.0);
        assertThat(buckets.get(1).minPaths()).isEqualTo(100);
        assertThat(buckets.get(1).maxPaths()).isEqualTo(1_000);
    }

    @Test
    void theLineThroughCallsOnALineIsThatLine() {
        // ms = 0.5 + 0.002 * paths: half a millisecond a call, two microseconds a path.
        List<HopsSummary.Measured> calls = List.of(new HopsSummary.Measured(0, 0.5),
                new HopsSummary.Measured(1_000, 2.5), new HopsSummary.Measured(10_000, 20.5));

        HopsResult.Fit fit = HopsSummary.fit(calls);

        assertThat(fit.fixedMs()).isCloseTo(0.5, within(1e-9));
        assertThat(fit.perPathMicros()).isCloseTo(2.0, within(1e-9));
        assertThat(fit.r2()).isCloseTo(1.0, within(1e-12));
    }

    @Test
    void theLineThroughScatteredCallsIsTheLeastSquaresOne() {
        // Points (0, 1), (1, 3), (2, 2): slope 0.5, intercept 1.5, r squared 0.25.
        List<HopsSummary.Measured> calls = List.of(new HopsSummary.Measured(0, 1), new HopsSummary.Measured(1, 3),
                new HopsSummary.Measured(2, 2));

        HopsResult.Fit fit = HopsSummary.fit(calls);

        assertThat(fit.fixedMs()).isCloseTo(1.5, within(1e-9));
        assertThat(fit.perPathMicros()).isCloseTo(500, within(1e-6));
        assertThat(fit.r2()).isCloseTo(0.25, within(1e-9));
    }

    @Test
    void noLineIsDrawnThroughOnePathCount() {
        assertThat(HopsSummary.fit(List.of(new HopsSummary.Measured(7, 1)))).isNull();
        assertThat(HopsSummary.fit(List.of(new HopsSummary.Measured(7, 1), new HopsSummary.Measured(7, 2)))).isNull();
    }
}
