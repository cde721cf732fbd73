package dev.graphbench.options;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.MemoryBudget;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Every kind of value reads what a user writes, refuses what is wrong in one line naming the option, and writes
 * it back as the command line would; the rules that span options refuse what does not go together.
 */
class OptionsTest {

    /** Each option's value written back and read again is the same value. */
    @Test
    void everyOptionReadsBackWhatItWrites() {
        for (RunOption<?> option : RunOption.all()) {
            assertRoundTrip(option);
        }
        assertThat(RunOption.SLO.show(RunOption.SLO.parse("500us"))).isEqualTo("0.5ms");
        assertThat(RunOption.PRECISION.show(RunOption.PRECISION.parse("0.05"))).isEqualTo("5%");
        assertThat(RunOption.SWEEP.show(RunOption.SWEEP.parse("8, 1,2,2"))).isEqualTo("1,2,8");
        assertThat(RunOption.RATE.show(RunOption.RATE.parse("1000,500"))).isEqualTo("500,1000");
        assertThat(RunOption.MIX.parse("default").shares()).extracting(Mix.Share::workload)
                .containsExactly("load-view", "save-fragment", "two-hops");
        assertThat(RunOption.START_AT.parse("1000")).contains(Instant.ofEpochMilli(1000));
        assertThat(RunOption.MEMORY_BUDGET.parse("1.5g")).contains(new MemoryBudget(3L << 29));
        assertThat(RunOption.PHASES.parse(" Load, traverse,load").ids()).containsExactly("load", "traverse");
    }

    private static <T> void assertRoundTrip(RunOption<T> option) {
        T value = option.defaultValue();
        assertThat(option.parse(option.show(value))).as(option.name()).isEqualTo(value);
        assertThat(option.read(option.show(value))).as(option.name()).isEqualTo(
                option.show(value).isEmpty() ? null : value);
    }

    @Test
    void aWrongValueIsOneLineNamingTheOptionWhatItTakesAndWhatItGot() {
        assertThatThrownBy(() -> RunOption.CALLS.parse("many")).hasMessage("--calls must be a whole number, got 'many'");
        assertThatThrownBy(() -> RunOption.SLO.parse("10")).hasMessage(
                "--slo must be a time with its unit, such as 10ms, 500us or 1s, got '10'");
        assertThatThrownBy(() -> RunOption.SLO.parse("0ms")).hasMessage("--slo must be above 0, got '0ms'");
        assertThatThrownBy(() -> RunOption.PRECISION.parse("100%")).hasMessage(
                "--precision must be from 0% (every call) to below 100%, got '100%'");
        assertThatThrownBy(() -> RunOption.CLIENT.parse("3/2")).hasMessage("--client must be K/N, this client's number K"
                + " from 1 to the number of clients N, such as 1/2 and 2/2, got '3/2'");
        assertThatThrownBy(() -> RunOption.ARRIVALS.parse("bursts")).hasMessage(
                "--arrivals must be uniform or poisson, got 'bursts'");
        assertThatThrownBy(() -> RunOption.RATE.parse("auto,500")).hasMessage("--rate auto searches for the rate"
                + " itself: give auto alone, or rates such as 500,1000, got 'auto,500'");
        assertThatThrownBy(() -> RunOption.RATE.parse("0")).hasMessage(
                "--rate must be above 0 and at most 1000000 calls a second, got '0'");
        assertThatThrownBy(() -> RunOption.MIX.parse("load-view=1,load-view=2")).hasMessage(
                "--mix names load-view twice; give each workload once, with its whole weight");
        assertThatThrownBy(() -> RunOption.MIX.parse("load-view")).hasMessageStartingWith(
                "--mix must be workload=weight items with whole weights above 0");
        assertThatThrownBy(() -> RunOption.START_AT.parse("noon")).hasMessage("--start-at must be an ISO time such as"
                + " 2026-12-02T06:30:00Z or epoch milliseconds, got 'noon'");
        assertThatThrownBy(() -> RunOption.PHASES.parse("load,3d")).hasMessage(
                "--phases must be phase ids, comma-separated, such as load,traverse, got 'load,3d'");
        assertThatThrownBy(() -> RunOption.DATASET.parse("graph.txt")).hasMessage(
                "--dataset must be generated, snap:FILE, csv:DIR or kronecker:SCALE, got 'graph.txt'");
        assertThatThrownBy(() -> RunOption.ANSWERS.parse("yes")).hasMessage("--answers must be true or false, got 'yes'");
        assertThat(RunOption.ANSWERS.parse("")).isTrue();
    }

    @Test
    void aValueReadFromAResultsFileIsNotHeldToThisVersionsBounds() {
        assertThat(RunOption.THREADS.read("512")).isEqualTo(512);
        assertThat(RunOption.THREADS.read("many")).isNull();
        assertThat(RunOption.THREADS.read("")).isNull();
        assertThat(RunOption.MEMORY_BUDGET.read(null)).isNull();
    }

    private static RunOptions options(Map<RunOption<?>, Object> given) {
        return OptionRules.checkRun(RunOptions.of(given));
    }

    @Test
    void aClientOfSeveralRunsTheConcurrentPhaseAloneAtAnAgreedTimeOnEveryThreadCount() {
        Client second = RunOption.CLIENT.parse("2/2");
        Optional<Instant> at = Optional.of(Instant.parse("2026-12-02T06:30:00Z"));
        assertThatThrownBy(() -> options(Map.of(RunOption.CLIENT, second))).hasMessageStartingWith(
                "--client 2/2 needs --start-at, the time every client's first concurrent window opens, such as ");
        assertThatThrownBy(() -> options(Map.of(RunOption.CLIENT, second, RunOption.START_AT, at))).hasMessage(
                "--client 2/2 runs the concurrent phase alone (--phases concurrent), on a graph loaded once beforehand"
                        + " with bench run --phases load");
        assertThatThrownBy(() -> options(Map.of(RunOption.CLIENT, second, RunOption.START_AT, at, RunOption.PHASES,
                PhaseList.of("concurrent"), RunOption.SWEEP, List.of(1, 2)))).hasMessage("--client 2/2 shares each"
                + " thread count among 2 clients: --threads and every --sweep count must be at least 2, got 1");
        assertThat(options(Map.of(RunOption.CLIENT, second, RunOption.START_AT, at, RunOption.PHASES,
                PhaseList.of("concurrent"), RunOption.SWEEP, List.of(2, 4))).get(RunOption.CLIENT)).isEqualTo(second);
    }

    @Test
    void aRateSearchIsNotForClientsMeasuringTogether() {
        assertThatThrownBy(() -> options(Map.of(RunOption.RATE, Rates.SEARCH, RunOption.START_AT,
                Optional.of(Instant.EPOCH)))).hasMessage("--rate auto chooses each next rate by the last window's"
                + " figures, which clients measuring together (--client, --start-at) cannot agree on beforehand; give"
                + " the rates to measure, such as --rate 500,1000");
        assertThat(options(Map.of(RunOption.RATE, Rates.SEARCH)).get(RunOption.RATE).search()).isTrue();
    }

    /** Rates are the concurrent phase's to measure: asked for without it, they would be ignored, said nowhere. */
    @Test
    void ratesWithoutTheConcurrentPhaseAreRefused() {
        assertThatThrownBy(() -> options(Map.of(RunOption.RATE, Rates.SEARCH, RunOption.PHASES,
                PhaseList.of("load", "traverse")))).hasMessage("--rate is measured by the concurrent phase, which"
                + " --phases load,traverse leaves out; add concurrent to --phases, or leave --rate out");
        assertThatThrownBy(() -> options(Map.of(RunOption.RATE, Rates.of(500.0), RunOption.PHASES,
                PhaseList.of("load")))).hasMessageStartingWith("--rate is measured by the concurrent phase");
        assertThat(options(Map.of(RunOption.RATE, Rates.of(500.0), RunOption.PHASES,
                PhaseList.of("load", "concurrent"))).get(RunOption.RATE).offered()).containsExactly(500.0);
    }

    @Test
    void onlyASnapOrKroneckerGraphIsLoadedBothWays() {
        assertThatThrownBy(() -> options(Map.of(RunOption.UNDIRECTED, true))).hasMessage("--undirected applies to"
                + " snap: and kronecker: datasets; the generated graph's relationships have their own directions");
        assertThatThrownBy(() -> options(Map.of(RunOption.UNDIRECTED, true, RunOption.DATASET, "csv:graph")))
                .hasMessage("--undirected applies to snap: and kronecker: datasets; a CSV graph's relationships have"
                        + " their own directions");
        assertThat(options(Map.of(RunOption.UNDIRECTED, true, RunOption.DATASET, "kronecker:10"))
                .get(RunOption.UNDIRECTED)).isTrue();
    }

    @Test
    void aValidationTakesItsEnginesOutputAndCallTimeoutAlone() {
        OptionRules.checkValidation(RunOption.ENGINES);
        OptionRules.checkValidation(RunOption.CALL_TIMEOUT);
        assertThatThrownBy(() -> OptionRules.checkValidation(RunOption.CALLS)).hasMessage(
                "a validation takes no --calls: its dataset and calls are the answers file's");
    }

    @Test
    void theNamesOtherCommandsTakeAreTheRunOptionsOwn() {
        assertThat(List.of(OptionNames.SF, OptionNames.SEED, OptionNames.DATASET, OptionNames.UNDIRECTED,
                OptionNames.OUTPUT, OptionNames.CLIENT, OptionNames.ANSWERS))
                .containsExactly(RunOption.SCALE_FACTOR.toString(), RunOption.SEED.toString(),
                        RunOption.DATASET.toString(), RunOption.UNDIRECTED.toString(), RunOption.OUTPUT.toString(),
                        RunOption.CLIENT.toString(), RunOption.ANSWERS.toString());
    }
}
