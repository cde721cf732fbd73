package dev.graphbench.results;

import dev.graphbench.options.RunOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import org.HdrHistogram.Histogram;

/**
 * One engine's results files written by the clients of one run ({@code bench run --client K/N} on
 * each of N machines) added up into the file one client would have written: calls and failures
 * summed, latencies from the clients' histograms added exactly (HdrHistograms add), second by
 * second as their windows opened together. Files of different datasets, settings or versions, or
 * whose windows did not open together, are refused with the reason.
 */
public final class ClientMerge {

    /** How far apart the clients' windows may open, at least; a tenth of the window when that is more. */
    private static final long ALIGNED_MILLIS = 1_000;

    private final List<EngineRun> clients;
    private final long alignedMillis;

    private ClientMerge(List<EngineRun> clients) {
        this.clients = clients;
        Double duration = clients.getFirst().provenance().method().get(RunOption.DURATION);
        this.alignedMillis = Math.max(ALIGNED_MILLIS, duration == null ? 0 : (long) (duration * 100));
    }

    /**
     * The clients' files of one engine as one file of run {@code runId}.
     *
     * @param files where each was read from, to name it in a refusal
     * @throws IllegalArgumentException one line saying why the files cannot be merged
     */
    public static EngineRun merge(List<EngineRun> runs, List<String> files, String runId) {
        checkSameRun(runs, files);
        return new ClientMerge(runs).merged(runId);
    }

    private static void checkSameRun(List<EngineRun> runs, List<String> files) {
        EngineRun first = runs.getFirst();
        String client = first.provenance().method().client();
        if (client == null || !client.contains("/")) {
            throw new IllegalArgumentException(files.getFirst() + " was not written by one of several clients (bench run"
                    + " --client K/N); bench merge adds up the files of the clients of one run");
        }
        int n = Integer.parseInt(client.substring(client.indexOf('/') + 1));
        Set<Integer> ks = new TreeSet<>();
        for (int i = 0; i < runs.size(); i++) {
            Provenance one = runs.get(i).provenance();
            Provenance other = first.provenance();
            String differs = differs(one, other);
            if (differs != null) {
                throw new IllegalArgumentException(files.get(i) + " and " + files.getFirst() + " are not of one run: "
                        + differs + "; merge the files of clients run with the same settings, seed and graph-bench");
            }
            String its = one.method().client();
            if (its == null || !its.endsWith("/" + n) || !ks.add(Integer.parseInt(its.substring(0, its.indexOf('/'))))) {
                throw new IllegalArgumentException(files.get(i) + " is of client " + its + ", beside clients "
                        + ks + " of " + n + "; give each of the run's clients' files once");
            }
        }
        if (ks.size() != n) {
            throw new IllegalArgumentException("the run had " + n + " clients, but only the files of clients " + ks
                    + " were given; give every client's");
        }
    }

    /** What differs between two clients' provenance, or null when they are of one run. */
    private static String differs(Provenance one, Provenance other) {
        Map<String, Function<Provenance, Object>> facts = new LinkedHashMap<>();
        facts.put("engine", Provenance::engine);
        facts.put("graph-bench version", Provenance::harnessVersion);
        facts.put("dataset", Provenance::datasetHash);
        facts.put("scale factor", Provenance::scaleFactor);
        facts.put("seed", Provenance::seed);
        facts.put("settings", p -> p.method().withClient(null));
        for (Map.Entry<String, Function<Provenance, Object>> fact : facts.entrySet()) {
            Object a = fact.getValue().apply(one);
            Object b = fact.getValue().apply(other);
            if (!Objects.equals(a, b)) {
                return fact.getKey() + " differs (" + shown(a) + " against " + shown(b) + ")";
            }
        }
        return null;
    }

    private static String shown(Object value) {
        String text = String.valueOf(value);
        return text.length() > 60 ? text.substring(0, 60) + "..." : text;
    }

    private EngineRun merged(String runId) {
        EngineRun first = clients.getFirst();
        Provenance p = first.provenance();
        Instant started = clients.stream().map(run -> run.provenance().startedAt()).min(Comparator.naturalOrder()).orElseThrow();
        Instant ended = clients.stream().map(run -> run.provenance().endedAt()).max(Comparator.naturalOrder()).orElseThrow();
        Provenance provenance = new Provenance(p.harnessVersion(), runId, p.engine(), p.displayName(), p.judge(),
                p.settings(), p.jvm(), p.os(), p.cores(), p.scaleFactor(), p.seed(), p.datasetHash(), started, ended,
                p.method().withClient(clients.size() + " merged"), p.dataset(), p.datasetLabel(), p.source());
        EngineRun held = clients.stream().filter(run -> run.status() != Status.OK).findFirst().orElse(null);
        List<ConcurrencyResult> concurrency = new ArrayList<>();
        for (ConcurrencyResult result : first.concurrency()) {
            concurrency.add(concurrent(result.id()));
        }
        return new EngineRun(provenance, first.engine(), held == null ? Status.OK : held.status(),
                held == null ? null : clientOf(held) + ": " + held.reason(), first.server(), first.load(),
                first.workloads(), concurrency, first.hops(), null);
    }

    private static String clientOf(EngineRun run) {
        return "client " + run.provenance().method().client();
    }

    private ConcurrencyResult concurrent(String id) {
        List<ConcurrencyResult> parts = new ArrayList<>();
        for (EngineRun run : clients) {
            ConcurrencyResult part = run.concurrent(id);
            if (part == null) {
                throw new IllegalArgumentException(clientOf(run) + " has no concurrent " + id + ", which "
                        + clientOf(clients.getFirst()) + " has; merge the files of clients run with the same settings");
            }
            parts.add(part);
        }
        ConcurrencyResult first = parts.getFirst();
        String reason = null;
        Status status = Status.OK;
        for (int i = 0; i < parts.size() && status == Status.OK; i++) {
            if (parts.get(i).status() != Status.OK) {
                status = parts.get(i).status();
                reason = clientOf(clients.get(i)) + ": " + parts.get(i).reason();
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
            held = parts.get(i).held() == null ? null : clientOf(clients.get(i)) + ": " + parts.get(i).held();
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
                throw new IllegalArgumentException(clientOf(clients.get(i)) + "'s " + what + " has no interval log"
                        + " (written by a graph-bench before they were kept); run the clients again");
            }
            read.add(IntervalLog.read(logs.get(i)));
        }
        long earliest = read.stream().mapToLong(IntervalLog::startEpochMillis).min().orElseThrow();
        for (int i = 0; i < read.size(); i++) {
            long late = read.get(i).startEpochMillis() - earliest;
            if (late > alignedMillis) {
                throw new IllegalArgumentException(clientOf(clients.get(i)) + " opened the window of " + what + " "
                        + late + " ms after the first client: the clients did not measure together; give them a"
                        + " --start-at far enough ahead for each to be ready");
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
                return clientOf(clients.get(i)) + ", " + first;
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
