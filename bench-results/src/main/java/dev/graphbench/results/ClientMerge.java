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

/**
 * One engine's results files written by the clients of one run ({@code bench run --client K/N} on
 * each of N machines) added up into the file one client would have written, each phase's results by the phase's
 * own way ({@link PhaseMerge}): the concurrent phase's calls and failures summed, latencies from the clients'
 * histograms added exactly (HdrHistograms add), second by second as their windows opened together. Files of different datasets, settings or versions, or
 * whose windows did not open together, are refused with the reason.
 */
public final class ClientMerge {


    /** How the clients' results of one phase are added up: the phase's own way. */
    @FunctionalInterface
    public interface PhaseMerge {

        /**
         * Phase {@code phase}'s results of the clients, in their order ({@code clients} as messages name them), of runs
         * of {@code method}, added up.
         *
         * @throws IllegalArgumentException one line saying why they cannot be
         */
        PhaseResult merge(String phase, List<PhaseResult> results, List<String> clients, Method method);
    }

    private final List<EngineRun> clients;

    private ClientMerge(List<EngineRun> clients) {
        this.clients = clients;
    }

    /**
     * The clients' files of one engine as one file of run {@code runId}.
     *
     * @param files where each was read from, to name it in a refusal
     * @throws IllegalArgumentException one line saying why the files cannot be merged
     */
    public static EngineRun merge(List<EngineRun> runs, List<String> files, String runId, PhaseMerge phases) {
        checkSameRun(runs, files);
        return new ClientMerge(runs).merged(runId, phases);
    }

    private static void checkSameRun(List<EngineRun> runs, List<String> files) {
        EngineRun first = runs.getFirst();
        String client = first.provenance().method().client();
        if (client == null || !client.contains("/")) {
            throw new IllegalArgumentException(files.getFirst() + " was not written by one of several clients (bench run "
                    + RunOption.CLIENT + " K/N); bench merge adds up the files of the clients of one run");
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

    private EngineRun merged(String runId, PhaseMerge phases) {
        EngineRun first = clients.getFirst();
        Provenance p = first.provenance();
        Instant started = clients.stream().map(run -> run.provenance().startedAt()).min(Comparator.naturalOrder()).orElseThrow();
        Instant ended = clients.stream().map(run -> run.provenance().endedAt()).max(Comparator.naturalOrder()).orElseThrow();
        Provenance provenance = new Provenance(p.harnessVersion(), runId, p.engine(), p.displayName(), p.judge(),
                p.settings(), p.jvm(), p.os(), p.cores(), p.scaleFactor(), p.seed(), p.datasetHash(), started, ended,
                p.method().withClient(clients.size() + " merged"), p.dataset(), p.datasetLabel(), p.source());
        EngineRun held = clients.stream().filter(run -> run.status() != Status.OK).findFirst().orElse(null);
        List<String> names = clients.stream().map(ClientMerge::clientOf).toList();
        Map<String, PhaseResult> merged = new LinkedHashMap<>();
        for (String phase : first.phases().keySet()) {
            List<PhaseResult> parts = new ArrayList<>();
            for (EngineRun run : clients) {
                PhaseResult part = run.phases().get(phase);
                if (part == null) {
                    throw new IllegalArgumentException(clientOf(run) + " has no " + phase + " phase, which "
                            + clientOf(first) + " has; merge the files of clients run with the same settings");
                }
                parts.add(part);
            }
            merged.put(phase, phases.merge(phase, parts, names, p.method()));
        }
        return new EngineRun(ResultsFiles.FORMAT_VERSION, provenance, first.engine(),
                held == null ? Status.OK : held.status(), held == null ? null : clientOf(held) + ": " + held.reason(),
                first.server(), null, null, merged, List.of(), null);
    }

    /** How a message names the client that wrote {@code run}. */
    private static String clientOf(EngineRun run) {
        return "client " + run.provenance().method().client();
    }
}
