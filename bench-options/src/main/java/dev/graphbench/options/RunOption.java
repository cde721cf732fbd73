package dev.graphbench.options;

import dev.graphbench.api.MemoryBudget;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.Datasets;
import dev.graphbench.options.values.ByteSize;
import dev.graphbench.options.values.Counts;
import dev.graphbench.options.values.DatasetName;
import dev.graphbench.options.values.FolderPath;
import dev.graphbench.options.values.IndexMode;
import dev.graphbench.options.values.Moment;
import dev.graphbench.options.values.Names;
import dev.graphbench.options.values.OptionalFolder;
import dev.graphbench.options.values.Percentage;
import dev.graphbench.options.values.ScaleFactor;
import dev.graphbench.options.values.Seconds;
import dev.graphbench.options.values.Seed;
import dev.graphbench.options.values.TimeSpan;
import dev.graphbench.options.values.Truth;
import dev.graphbench.options.values.ValueType;
import dev.graphbench.options.values.Whole;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * One setting of a run, described once: its name (the command line's {@code --name}), its default,
 * what it means and the {@link ValueType} of its value. This is the only place an option is written:
 * {@link RunOptions} holds a run's values by option, the builders take any option, the command line's
 * options and help are made from {@link #all()}, a results file records each by its name and is read
 * back by option. A range or a default lives here and nowhere else.
 *
 * @param <T> the type of its value
 */
public final class RunOption<T> {

    /** The most threads a concurrent measurement may use. */
    public static final int MAX_THREADS = 256;
    /** The highest rate the open loop may be asked for, in calls a second. */
    public static final double MAX_RATE = 1_000_000;
    /** Seconds each concurrent window is given beyond --duration for its sessions and warm-up, with --start-at. */
    public static final int WINDOW_ALLOWANCE_SECONDS = 10;
    /** The most people the hops phase may start from. */
    public static final int MAX_HOPS_PEOPLE = 10_000;

    /** The engines to run; none means every engine found. */
    public static final RunOption<List<String>> ENGINES = new RunOption<>("engines", "",
            "engines to run, comma-separated (see 'bench engines'); default every engine, those that cannot run here"
                    + " reported as skipped. The reference always runs first, as the judge", new Names(), false, false);
    /** The scale factor of the generated graph. */
    public static final RunOption<Double> SCALE_FACTOR = of("sf", "0.1",
            "scale factor: 1 is 1,121,500 nodes and about 4.48 million relationships; at most "
                    + (int) DatasetSpec.MAX_SCALE_FACTOR, new ScaleFactor(false));
    /** The graph the run loads. */
    public static final RunOption<String> DATASET = of("dataset", Datasets.GENERATED,
            "the graph to load: generated (the default, at --sf), snap:FILE (a SNAP edge list, plain or .gz), csv:DIR"
                    + " (a property graph in the CSV header convention of Neo4j's importer, bench datagen's layout, or"
                    + " nodes.csv and relationships.csv) or kronecker:SCALE (Graph500's generator, 2^SCALE nodes); a"
                    + " file is read once, and checked, before any engine starts",
            new DatasetName());
    /** The folder of workloads of the user's own that the run also times; none by default. */
    public static final RunOption<Optional<Path>> WORKLOADS = of("workloads", "",
            "a folder of workloads of your own: workloads.yaml (or .json) and a statement file per workload and"
                    + " language (NAME.cypher, NAME.sql, an engine's own NAME.ENGINE.cypher); its reads are timed in"
                    + " the folder-reads phase and take part in the concurrent phase, its writes in folder-writes, each"
                    + " checked by a read and undone; every answer compared across the engines (see docs/workloads.md)", new OptionalFolder());
    /** What the run does with the indexes a workload folder declares. */
    public static final RunOption<IndexMode> INDEXES = of("indexes", "with",
            "the indexes a workload folder declares: with (created after the load), without (not created) or both"
                    + " (each of the folder's reads measured without them, then, on the same graph, with them, and"
                    + " the report's Indexes table gives both medians, the speedup and each plan's access operator)",
            IndexMode.TYPE);
    /** An answers file that judges what the reference engine cannot answer; none by default. */
    public static final RunOption<Optional<Path>> EXPECTED = of("expected", "",
            "an answers file of an earlier run (written with --answers) whose answers judge what the reference engine"
                    + " cannot answer, a workload folder's, in place of the engines' answers compared with each other",
            new OptionalFolder());
    /** Whether a SNAP or Kronecker graph's relationships are loaded both ways. */
    public static final RunOption<Boolean> UNDIRECTED = flag("undirected",
            "load each relationship of a snap: or kronecker: dataset both ways, as an undirected graph's");
    /** The seed of the graph and of the argument lists. */
    public static final RunOption<Long> SEED = of("seed", String.valueOf(DatasetSpec.DEFAULT_SEED),
            "seed of the graph and of the argument lists", new Seed());
    /** The phases to run. */
    public static final RunOption<PhaseList> PHASES = of("phases", "",
            "phases to run, comma-separated: load, indexes, read, traverse, graph, folder-reads, folder-writes, write,"
                    + " concurrent, hops, ladder, and any a plugin adds; default every phase", PhaseList.TYPE);
    /** Times the timed phases are run, the first after a cold start. */
    public static final RunOption<Integer> CYCLES = between("cycles", 1, 1, 100,
            "times the timed phases run after the load: with more than 1, the first cycle starts cold (embedded servers"
                    + " restarted on their data, the page cache dropped where the process may; no warm-up, no settling)"
                    + " and the rest warm; the tables give the last cycle, and a table cold against the warm cycles'"
                    + " median; the concurrent and hops phases run in the last cycle only");
    /** The scale factor of the untimed load before each engine's timed one; 0 for none. */
    public static final RunOption<Double> LOAD_WARMUP = of("load-warmup", "0.03",
            "scale factor of an untimed load into each engine before its timed load, so that an engine in the JVM and"
                    + " the generator are timed after their load path is compiled; 0 for none, and none when not below"
                    + " --sf", new ScaleFactor(true));
    /** Timed calls per workload. */
    public static final RunOption<Integer> CALLS = atLeast("calls", 300, 1,
            "most timed calls per workload: fewer when the median is known to --precision sooner");
    /** The least timed calls per workload. */
    public static final RunOption<Integer> CALLS_MIN = atLeast("calls-min", 20, 1,
            "least timed calls per workload before --precision may stop them");
    /** How precisely each workload's median must be known before its timed calls stop. */
    public static final RunOption<Double> PRECISION = of("precision", "5%",
            "timed calls stop once the 95% confidence interval of the median is within this much of the median (after"
                    + " --calls-min calls); 0 for no early stop: every call --calls asks for, within --max-seconds (a"
                    + " workload whose first call outlasts --slow-call gets 3)", new Percentage());
    /** Untimed calls before each workload. */
    public static final RunOption<Integer> WARMUP = atLeast("warmup", 10, 1,
            "least untimed calls before each workload, and the size of the windows warm-up compares; the first is"
                    + " reported as the cold call");
    /** The most seconds each workload is warmed up for. */
    public static final RunOption<Double> WARMUP_SECONDS = seconds("warmup-seconds", "5", 0, true,
            "most seconds of untimed calls before each workload: warm-up ends sooner once a window of --warmup calls is"
                    + " no quicker than the one before (the JIT and the caches settled)");
    /** A call slower than this is not warmed up on more. */
    public static final RunOption<Double> SLOW_CALL = seconds("slow-call", "1", 0, false,
            "a workload whose first call takes longer than this many seconds is warmed with that call alone and timed"
                    + " on 3 calls, and its row says so");
    /** The untimed pass over the run's reads before an engine's first timed phase. */
    public static final RunOption<Double> SETTLE_SECONDS = seconds("settle-seconds", "30", 0, true,
            "most seconds of untimed calls to the run's reads and traversals, in turn, before an"
                    + " engine's first timed phase, so that it is timed once it has settled after the load; it ends"
                    + " sooner once its calls a second stop rising; the reference engine, the judge, does not settle");
    /** The time after which a workload stops calling. */
    public static final RunOption<Double> MAX_SECONDS = seconds("max-seconds", "60", 0, false,
            "a workload stops calling after this long, whatever --calls says");
    /** How long a call may go unanswered. */
    public static final RunOption<Double> CALL_TIMEOUT = seconds("call-timeout", "300", 0, false,
            "seconds a call may go unanswered at scale factor 1 (as many times that as --sf above 1): then it is ended,"
                    + " its workload held with the reason, and the engine pinged, so that an engine that hangs cannot stop"
                    + " the run");
    /** Threads at once in the concurrent phase. */
    public static final RunOption<Integer> THREADS = between("threads", 8, 1, MAX_THREADS,
            "threads at once in the concurrent phase, each with its own session");
    /** The timed window of each concurrent measurement. */
    public static final RunOption<Double> DURATION = seconds("duration", "5", 1, true,
            "seconds each concurrent measurement times, after each thread's warm-up calls (the write-up timed 15)");
    /** The thread counts of the thread sweep. */
    public static final RunOption<List<Integer>> SWEEP = of("sweep", "1,2,4,8",
            "thread counts of the thread sweep, comma-separated; the one equal to --threads is measured once and"
                    + " serves both", new Counts(MAX_THREADS, "1,2,4,8"));
    /** The offered rates of the open-loop measurements; none for the closed loop alone. */
    public static final RunOption<Rates> RATE = of("rate", "",
            "calls a second offered in the concurrent phase's open loop, comma-separated for a rate sweep (up to "
                    + plain(MAX_RATE) + "), after its closed loop: calls at intended times, latency from the intended"
                    + " start; auto searches each engine and workload for the highest rate whose p99 stays under --slo",
            Rates.TYPE);
    /** The p99 limit under which a rate's throughput is usable. */
    public static final RunOption<Double> SLO = of("slo", "10ms",
            "the p99 latency limit of the open loop (such as 10ms, 500us or 1s): the usable throughput is the highest"
                    + " rate whose p99 stays under it", new TimeSpan());
    /** How the open loop spaces its intended start times. */
    public static final RunOption<Arrivals> ARRIVALS = of("arrivals", Arrivals.UNIFORM.id(),
            "how the open loop spaces its calls: uniform (one every 1/rate s) or poisson (exponential gaps, seeded)",
            Arrivals.TYPE);
    /** The mixed workload the concurrent phase also runs; none by default. */
    public static final RunOption<Mix> MIX = of("mix", "",
            "a mixed workload the concurrent phase also runs on its threads, workload=weight items such as "
                    + Mix.DEFAULT + " (which 'default' stands for): reads checked where the writes cannot change"
                    + " them, everything written deleted afterwards", Mix.TYPE);
    /** Whether the concurrent phase samples each engine's server and the client once a second. */
    public static final RunOption<Boolean> TELEMETRY = of("telemetry", "true",
            "while the concurrent phase runs, read once a second the CPU, memory and I/O of each engine's server (its"
                    + " processes, or the harness's JVM for an engine in it), what the server tells of itself, and the"
                    + " client's CPU, into the results beside the calls (true or false)", new Truth(false));
    /** Which of several client processes this one is. */
    public static final RunOption<Client> CLIENT = of("client", Client.ALONE.show(),
            "this process is client K of N (such as 1/2), on the same settings and seed as the others: it runs every Nth"
                    + " thread and 1/N of each rate of the concurrent phase; bench merge adds the clients' files up",
            Client.TYPE);
    /** When the clients' first concurrent window opens. */
    public static final RunOption<Optional<Instant>> START_AT = of("start-at", "",
            "when the concurrent phase's first window opens, as an ISO time (2026-12-02T06:30:00Z) or epoch ms; each"
                    + " later window opens --duration plus " + WINDOW_ALLOWANCE_SECONDS + " s after the one before, so that"
                    + " clients on several machines measure together", new Moment());
    /** The people the hops phase starts from. */
    public static final RunOption<Integer> HOPS_PEOPLE = between("hops-people", 150, 1, MAX_HOPS_PEOPLE,
            "people the hops phase counts FOLLOWS paths from");
    /** The folder results files are written to. */
    public static final RunOption<Path> OUTPUT = new RunOption<>("output", "results", "folder for results files",
            new FolderPath(), false, false);
    /** The memory every engine is held to; none by default. */
    public static final RunOption<Optional<MemoryBudget>> MEMORY_BUDGET = of("memory-budget", "",
            "memory every engine is held to, such as 512m or 2g (binary units): each embedded server's processes by a"
                    + " control group where this machine can make one, its own caches sized to fit; advisory (caches"
                    + " sized, nothing enforced) for an engine in the harness's JVM, or where no control group can be"
                    + " made. An engine killed or refused for lack of memory is held with that reason", new ByteSize());
    /** Whether every call's answer is also written. */
    public static final RunOption<Boolean> ANSWERS = flag("answers",
            "also write every answered call's arguments and canonical answer to answers-<engine>-sf<sf>.jsonl, which"
                    + " bench validate checks an engine against");
    /** Whether each statement's plan is taken after its workload's timed calls. */
    public static final RunOption<Boolean> PLANS = of("plans", "true",
            "after each workload's timed calls, take the engine's plans of one call's statements, untimed, into the"
                    + " results (true or false)", new Truth(false));

    /** Every option graph-bench has, in the order help lists them. */
    private static final List<RunOption<?>> ALL = List.of(ENGINES, DATASET, WORKLOADS, INDEXES, EXPECTED, UNDIRECTED, SCALE_FACTOR, SEED, PHASES,
            CYCLES, LOAD_WARMUP, CALLS, CALLS_MIN, PRECISION, WARMUP, WARMUP_SECONDS, SLOW_CALL, SETTLE_SECONDS,
            MAX_SECONDS, CALL_TIMEOUT, THREADS, DURATION, SWEEP, RATE, SLO, ARRIVALS, MIX, TELEMETRY, CLIENT, START_AT,
            HOPS_PEOPLE, MEMORY_BUDGET, OUTPUT, ANSWERS, PLANS);

    private final String name;
    private final String defaultText;
    private final String help;
    private final ValueType<T> type;
    private final boolean flag;
    private final boolean recorded;

    private RunOption(String name, String defaultText, String help, ValueType<T> type, boolean flag, boolean recorded) {
        if (!name.matches("[a-z][a-z0-9]*(-[a-z0-9]+)*")) {
            throw new IllegalArgumentException("an option's name is lower case words joined by hyphens, got '" + name + "'");
        }
        this.name = name;
        this.defaultText = defaultText;
        this.help = help;
        this.type = type;
        this.flag = flag;
        this.recorded = recorded;
    }

    /** An option a results file records: its name, its default as the command line writes it, its help and its type. */
    public static <T> RunOption<T> of(String name, String defaultText, String help, ValueType<T> type) {
        return new RunOption<>(name, defaultText, help, type, false, true);
    }

    /**
     * An option of a kind of its own: its name (the command line's {@code --name}), its default as the command line
     * writes it, its help, and how a value is read, checked and written back.
     *
     * @param check returns the value, maybe normalised, or throws an {@link IllegalArgumentException} of one
     *              line naming the option, what it accepts and what it got
     */
    public static <T> RunOption<T> of(String name, String defaultText, String help, Function<String, T> parse,
                                      Function<T, T> check, Function<T, String> show) {
        return of(name, defaultText, help, new ValueType<>() {
            @Override
            public T read(String option, String text) {
                return parse.apply(text);
            }

            @Override
            public T check(String option, T value) {
                return check.apply(value);
            }

            @Override
            public String show(T value) {
                return show.apply(value);
            }
        });
    }

    /** A flag: false unless given, given without a value. */
    public static RunOption<Boolean> flag(String name, String help) {
        return new RunOption<>(name, "false", help, new Truth(true), true, true);
    }

    /** A whole number of at least {@code least}. */
    public static RunOption<Integer> atLeast(String name, int defaultValue, int least, String help) {
        return of(name, String.valueOf(defaultValue), help, Whole.atLeast(least));
    }

    /** A whole number from {@code least} to {@code most}. */
    public static RunOption<Integer> between(String name, int defaultValue, int least, int most, String help) {
        Whole range = Whole.between(least, most);
        return of(name, String.valueOf(defaultValue), help + range.range(), range);
    }

    /** Seconds from {@code least}, which is allowed when {@code inclusive}. */
    public static RunOption<Double> seconds(String name, String defaultText, double least, boolean inclusive,
                                             String help) {
        return of(name, defaultText, help, new Seconds(least, inclusive));
    }

    /** Every option, in the order help lists them. */
    public static List<RunOption<?>> all() {
        return ALL;
    }

    /** The option named {@code name}, as the command line spells it without its dashes. */
    public static RunOption<?> named(String name) {
        return ALL.stream().filter(option -> option.name.equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no run option --" + name));
    }

    /** Its name: the command line's {@code --name} without the dashes. */
    public String name() {
        return name;
    }

    /** Its default, as it would be written on the command line; empty for "every engine". */
    public String defaultText() {
        return defaultText;
    }

    /** What it means and accepts, in a line or two. */
    public String help() {
        return help;
    }

    /** The kind of value it takes. */
    public ValueType<T> type() {
        return type;
    }

    /** Whether it is a flag: given or not, without a value. */
    public boolean isFlag() {
        return flag;
    }

    /**
     * Whether a results file records it in its method: every option but those that say which engines ran
     * and where the files go, which is not how the figures were taken.
     */
    public boolean recorded() {
        return recorded;
    }

    /** Its default value. */
    public T defaultValue() {
        return parse(defaultText);
    }

    /**
     * The value written as {@code text}, checked.
     *
     * @throws IllegalArgumentException one line naming the option, what it accepts and what it got
     */
    public T parse(String text) {
        return check(type.read(name, text == null ? "" : text.strip()));
    }

    /**
     * The value a results file recorded as {@code text}, read as it was written and not checked against this
     * version's bounds; null when there is none, or it is not one this version can read.
     */
    public T read(String text) {
        if (text == null || text.isEmpty()) {
            return null;
        }
        try {
            return type.read(name, text.strip());
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * {@code value}, checked.
     *
     * @throws IllegalArgumentException one line naming the option, what it accepts and what it got
     */
    public T check(T value) {
        if (value == null) {
            throw new IllegalArgumentException(this + " must be given a value");
        }
        return type.check(name, value);
    }

    /** The value as the command line would write it. */
    public String show(T value) {
        return type.show(value);
    }

    @Override
    public String toString() {
        return "--" + name;
    }

    /** A number as a user writes it: 5 for 5.0, 0.5 for 0.5. */
    public static String plain(double value) {
        return ValueType.plain(value);
    }
}
