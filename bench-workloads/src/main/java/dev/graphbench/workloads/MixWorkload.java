package dev.graphbench.workloads;

import dev.graphbench.api.Session;
import dev.graphbench.datagen.ArgumentLists;
import dev.graphbench.options.Mix;
import dev.graphbench.options.RunOption;
import dev.graphbench.workloads.core.Expected;
import dev.graphbench.workloads.core.Support;
import dev.graphbench.workloads.core.Workload;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Collectors;

/**
 * A {@link Mix} run as one concurrent workload: each call is a call of one of its workloads, chosen
 * by weight from a seeded stream, with that workload's own arguments, so that thread {@code t} makes
 * the same calls on every engine.
 *
 * <p>Its writes write only objects of their own, new nodes with {@code w-} ids connected to nothing
 * of the generated graph, so a read that starts from a node the graph holds reaches none of them:
 * its answer is checked, in the warm-up calls, as the concurrent phase checks every workload's. A
 * read of every node of a label (the whole-graph queries, the counts {@code count-by-properties} and
 * {@code count-all} and their hand-written twins) could count what the writes wrote: its answer,
 * like a write's, is not compared (its canonical answer is {@code null}). Everything the writes wrote
 * is deleted when the mix's measurements end ({@link #written}).
 */
public final class MixWorkload implements Workload {

    /** The id of the mix in results files and reports. */
    public static final String ID = "mix";
    private static final String WORKLOAD = "workload";
    private static final String CALL = "arguments";

    private final Mix mix;
    private final List<Workload> members;
    private final Map<String, Integer> indexes = new HashMap<>();

    /**
     * The workload of {@code mix}, which must name at least one workload of {@code catalogue}, each of
     * which can run in a mix.
     */
    public MixWorkload(Mix mix, Workloads catalogue) {
        this.mix = mix;
        this.members = mix.shares().stream().map(share -> member(catalogue, share.workload())).toList();
        for (int m = 0; m < members.size(); m++) {
            indexes.put(members.get(m).id(), m);
        }
    }

    /**
     * The workload named {@code id}, if it can run in a mix.
     *
     * @throws IllegalArgumentException one line naming what a mix may hold
     */
    static Workload member(Workloads catalogue, String id) {
        Workload found = catalogue.find(id).filter(Workload::mixable)
                .or(() -> catalogue.find(id).filter(Workload::writes))
                .orElseThrow(() -> new IllegalArgumentException(RunOption.MIX + " names unknown workload '" + id
                        + "'; a mix may hold any read, traversal or whole-graph query by its id (bench queries lists"
                        + " them) and the writes " + catalogue.all().stream()
                        .filter(workload -> workload.writes() && workload.mixable())
                        .map(Workload::id).collect(Collectors.joining(", "))));
        if (!found.mixable()) {
            throw new IllegalArgumentException(RunOption.MIX + " cannot hold " + id + ": each of its calls first writes, untimed,"
                    + " what it changes, which a call on the concurrent threads cannot; a mix's writes are those that"
                    + " write new objects, such as save-fragment");
        }
        return found;
    }

    /** The workloads of the mix, in the order written. */
    @Override
    public List<Workload> members() {
        return members;
    }

    /** The mix. */
    public Mix mix() {
        return mix;
    }

    @Override
    public List<Integer> weights() {
        return mix.shares().stream().map(Mix.Share::weight).toList();
    }

    /** Which of {@link #members} the call with {@code arguments} is, by index. */
    @Override
    public int member(Map<String, Object> arguments) {
        return indexes.get((String) arguments.get(WORKLOAD));
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String phase() {
        return "concurrent";
    }

    /** Its calls are its members': an answers file holds them as theirs, made one by one, not as a mix's. */
    @Override
    public boolean replayable() {
        return false;
    }

    @Override
    public String title() {
        int total = mix.totalWeight();
        return "mix of " + mix.shares().stream().map(share -> share.workload() + " "
                + Math.round(100.0 * share.weight() / total) + "%").collect(Collectors.joining(", "));
    }

    @Override
    public boolean supportedBy(Support support) {
        return members.stream().allMatch(member -> member.supportedBy(support));
    }

    /**
     * Each call's workload drawn by weight from the stream, then each workload's arguments from a
     * stream of its own within it, in the order its calls come.
     */
    @Override
    public List<Map<String, Object>> arguments(ArgumentLists lists, String stream, int count) {
        SplittableRandom random = new SplittableRandom(stream.hashCode());
        int total = mix.totalWeight();
        int[] chosen = new int[count];
        int[] perMember = new int[members.size()];
        for (int i = 0; i < count; i++) {
            int pick = random.nextInt(total);
            int m = 0;
            while (pick >= mix.shares().get(m).weight()) {
                pick -= mix.shares().get(m).weight();
                m++;
            }
            chosen[i] = m;
            perMember[m]++;
        }
        List<List<Map<String, Object>>> drawn = new ArrayList<>();
        for (int m = 0; m < members.size(); m++) {
            drawn.add(members.get(m).arguments(lists, stream + "/" + members.get(m).stream(), perMember[m]));
        }
        int[] taken = new int[members.size()];
        List<Map<String, Object>> calls = new ArrayList<>(count);
        for (int m : chosen) {
            // The workload first: a call is named in a message as workload=..., arguments={...}.
            Map<String, Object> call = new LinkedHashMap<>();
            call.put(WORKLOAD, members.get(m).id());
            call.put(CALL, drawn.get(m).get(taken[m]++));
            calls.add(call);
        }
        return calls;
    }

    /** The arguments of the member call that {@code arguments}, a call of the mix, makes. */
    @SuppressWarnings("unchecked")
    public static Map<String, Object> arguments(Map<String, Object> arguments) {
        return (Map<String, Object>) arguments.get(CALL);
    }

    @Override
    public Object call(Session session, Map<String, Object> arguments) {
        Workload member = members.get(member(arguments));
        return new Answer(member, member.call(session, arguments(arguments)));
    }

    @Override
    public String canonical(Object answer) {
        Answer answered = (Answer) answer;
        return checked(answered.member()) ? answered.member().canonical(answered.answer()) : "null";
    }

    /** Whether a member's answers are compared: a read its writes cannot change, one of no whole label. */
    public static boolean checked(Workload member) {
        return !member.writes() && !member.readsWholeLabels();
    }

    /** A member's call is judged as the member judges it, when the mix's writes cannot change its answer. */
    @Override
    public Expected judged(Map<String, Object> arguments) {
        Workload member = members.get(member(arguments));
        return checked(member) ? member.judged(arguments(arguments)) : new Expected.Unchecked();
    }

    @Override
    public boolean writes() {
        return members.stream().anyMatch(Workload::writes);
    }

    /** What the write calls among {@code calls} wrote (or may have), by the fragment class to delete it as. */
    @Override
    public Map<Class<?>, Collection<String>> written(List<Map<String, Object>> calls) {
        Map<Class<?>, Collection<String>> written = new LinkedHashMap<>();
        for (int m = 0; m < members.size(); m++) {
            int index = m;
            List<Map<String, Object>> ofMember = calls.stream().filter(call -> member(call) == index)
                    .map(MixWorkload::arguments).toList();
            members.get(m).written(ofMember).forEach((type, ids) ->
                    written.computeIfAbsent(type, t -> new ArrayList<>()).addAll(ids));
        }
        return written;
    }

    /** A member's answer, with the member that gave it. */
    private record Answer(Workload member, Object answer) {
    }
}
