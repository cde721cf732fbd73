package dev.graphbench.phases.concurrent;

import dev.graphbench.options.RunOption;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.Histograms;
import dev.graphbench.results.Method;
import dev.graphbench.results.Status;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import org.HdrHistogram.Histogram;

/**
 * The concurrent phase's results of the clients of one run ({@code bench run --client K/N}) added up into what one
 * client would have measured: calls and failures summed, latencies from the clients' histograms added exactly
 * (HdrHistograms add), second by second as their windows opened together. Windows that did not open together are
 * refused with the reason.
 */
final class ConcurrentMerge {

    /** How far apart the clients' windows may open, at least; a tenth of the window when that is more. */
    private static final long ALIGNED_MILLIS = 1_000;

    private final List<ConcurrentResults> clients;
    private final List<String> names;
    private final long alignedMillis;

    private ConcurrentMerge(List<ConcurrentResults> clients, List<String> names, Method method) {
        this.clients = clients;
        this.names = names;
        Double duration = method.get(RunOption.DURATION);
        this.alignedMillis = Math.max(ALIGNED_MILLIS, duration == null ? 0 : (long) (duration * 100));
    }

    /** The clients' results, each named as {@code names} says, of runs of {@code method}, added up. */
    static ConcurrentResults merge(List<ConcurrentResults> clients, List<String> names, Method method) {
        ConcurrentMerge merge = new ConcurrentMerge(clients, names, method);
        List<ConcurrencyResult> merged = new ArrayList<>();
        for (ConcurrencyResult result : clients.getFirst().workloads()) {
            merged.add(merge.concurrent(result.id()));
        }
        return new ConcurrentResults(merged);
    }

    private ConcurrencyResult concurrent(String id) {
        List<ConcurrencyResult> parts = new ArrayList<>();
        for (int i = 0; i < clients.size(); i++) {
            ConcurrencyResult part = clients.get(i).of(id);
            if (part == null) {
                throw new IllegalArgumentException(names.get(i) + " has no concurrent " + id + ", which "
                        + names.getFirst() + " has; merge the files of clients run with the same settings");
            }
            parts.add(part);
        }
        ConcurrencyResult first = parts.getFirst();
        String reason = null;
        Status status = Status.OK;
        for (int i = 0; i < parts.size() && status == Status.OK; i++) {
            if (parts.get(i).status() != Status.OK) {
                status = parts.get(i).status();
                reason = names.get(i) + ": " + parts.get(i).reason();
            }
        }
        List<Throughput> measurements = new ArrayList<>();
        for (Throughput m : first.measurements()) {
            List<Throughput> each = parts.stream().map(part -> part.at(m.threads())).toList();
            if (each.stream().allMatch(Objects::nonNull)) {
                measurements.add(throughput(id + " at " + m.threads() + " threads", each));
            }
        }
        List<RateResult> rates = new ArrayList<>();
        for (RateResult r : first.rates()) {
            List<RateResult> each = parts.stream().map(part -> part.rates().stream()
                    .filter(other -> other.targetRate() == r.targetRate()).findFirst().orElse(null)).toList();
            if (each.stream().allMatch(Objects::nonNull)) {
                rates.add(rate(id + " at " + r.targetRate() + " calls a second", each));
            }
        }
        Agreement agreement = parts.stream().map(ConcurrencyResult::agreement)
                .filter(a -> a != null && a.verdict() == Agreement.Verdict.DISAGREES).findFirst()
                .orElse(first.agreement());
        return new ConcurrencyResult(id, first.title(), status, reason, measurements, agreement, rates);
    }

    private Throughput throughput(String what, List<Throughput> parts) {
        IntervalLog log = seconds(what, parts.stream().map(Throughput::intervalLog).toList());
        double seconds = parts.stream().mapToDouble(Throughput::seconds).max().orElse(0);
        Histogram all = log.allSucceeded();
        long calls = all.getTotalCount();
        return new Throughput(parts.getFirst().threads(), seconds, calls, log.allFailed(), seconds > 0 ? calls / seconds : 0,
                Histograms.latency(all), null, firstFailure(parts, Throughput::firstFailure), log.intervals(), log.text(),
                mix(parts.stream().map(Throughput::mix).toList(), seconds));
    }

    private RateResult rate(String what, List<RateResult> parts) {
        IntervalLog log = seconds(what, parts.stream().map(RateResult::intervalLog).toList());
        double seconds = parts.stream().mapToDouble(RateResult::seconds).max().orElse(0);
        Histogram all = log.allSucceeded();
        Histogram service = added(parts.stream().map(RateResult::serviceHistogram).toList());
        Histogram lag = added(parts.stream().map(RateResult::lagHistogram).toList());
        String held = null;
        for (int i = 0; i < parts.size() && held == null; i++) {
            held = parts.get(i).held() == null ? null : names.get(i) + ": " + parts.get(i).held();
        }
        long ended = all.getTotalCount() + log.allFailed();
        return new RateResult(parts.getFirst().targetRate(), parts.stream().mapToInt(RateResult::threads).sum(), seconds,
                all.getTotalCount(), log.allFailed(), parts.stream().mapToLong(RateResult::missedCalls).sum(),
                seconds > 0 ? ended / seconds : 0, Histograms.percentiles(all), Histograms.percentiles(service),
                Histograms.percentiles(lag), held, firstFailure(parts, RateResult::firstFailure), log.intervals(),
                log.text(), mix(parts.stream().map(RateResult::mix).toList(), seconds), Histograms.encode(service),
                Histograms.encode(lag));
    }

    /** The clients' seconds added up, second by second from their windows' common start; refused when they did not start together. */
    private IntervalLog seconds(String what, List<String> logs) {
        List<IntervalLog> read = new ArrayList<>();
        for (int i = 0; i < logs.size(); i++) {
            if (logs.get(i) == null) {
                throw new IllegalArgumentException(names.get(i) + "'s " + what + " has no interval log"
                        + " (written by a graph-bench before they were kept); run the clients again");
            }
            read.add(IntervalLog.read(logs.get(i)));
        }
        long earliest = read.stream().mapToLong(IntervalLog::startEpochMillis).min().orElseThrow();
        for (int i = 0; i < read.size(); i++) {
            long late = read.get(i).startEpochMillis() - earliest;
            if (late > alignedMillis) {
                throw new IllegalArgumentException(names.get(i) + " opened the window of " + what + " "
                        + late + " ms after the first client: the clients did not measure together; give them a"
                        + " " + RunOption.START_AT + " far enough ahead for each to be ready");
            }
        }
        int length = read.stream().mapToInt(log -> log.succeeded().size()).max().orElse(0);
        List<Histogram> succeeded = new ArrayList<>();
        List<Histogram> failed = new ArrayList<>();
        for (int s = 0; s < length; s++) {
            Histogram ok = Histograms.empty();
            Histogram bad = Histograms.empty();
            for (IntervalLog log : read) {
                if (s < log.succeeded().size()) {
                    ok.add(log.succeeded().get(s));
                    bad.add(log.failed().get(s));
                }
            }
            succeeded.add(ok);
            failed.add(bad);
        }
        return new IntervalLog(earliest, succeeded, failed);
    }

    private static Histogram added(List<String> encoded) {
        Histogram all = Histograms.empty();
        encoded.forEach(text -> all.add(Histograms.decode(text)));
        return all;
    }

    private <T> String firstFailure(List<T> parts, Function<T, String> failure) {
        for (int i = 0; i < parts.size(); i++) {
            String first = failure.apply(parts.get(i));
            if (first != null) {
                return names.get(i) + ", " + first;
            }
        }
        return null;
    }

    /** Each workload of a mix, its clients' calls and histograms added up. */
    private static List<MixShare> mix(List<List<MixShare>> parts, double seconds) {
        List<MixShare> merged = new ArrayList<>();
        for (MixShare share : parts.getFirst()) {
            List<MixShare> each = parts.stream().flatMap(List::stream)
                    .filter(other -> other.workload().equals(share.workload())).toList();
            Histogram all = added(each.stream().map(MixShare::latency)
                    .map(latency -> latency == null ? null : latency.histogram()).toList());
            long calls = all.getTotalCount();
            merged.add(new MixShare(share.workload(), share.weight(), calls,
                    each.stream().mapToLong(MixShare::failedCalls).sum(), seconds > 0 ? calls / seconds : 0,
                    Histograms.latency(all)));
        }
        return merged;
    }
}
