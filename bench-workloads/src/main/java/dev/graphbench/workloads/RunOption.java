package dev.graphbench.workloads;

import dev.graphbench.api.MemoryBudget;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.Datasets;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * One setting of a run, described once: its name (the command line's {@code --name}), its default,
 * what it accepts and what it means. This is the only place an option is written: {@link RunOptions}
 * holds a run's values by option, {@link Benchmark.Builder#set} takes any option, the command line's
 * options and help are made from {@link #all()}, and a results file records each by its name. A range
 * or a default lives here and nowhere else.
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
    /** The least memory budget: below it no server starts at all, which would measure nothing. */
    private static final long LEAST_BUDGET = 16L << 20;
    /** A size with an optional binary unit: {@code 512m}, {@code 1.5GiB}, {@code 64MB}, {@code 1073741824}. */
    private static final Pattern BYTE_SIZE = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)\\s*(?:([kKmMgGtT])(?:i?[bB])?|[bB])?");

    /** The engines to run; none means every engine found. */
    public static final RunOption<List<String>> ENGINES = new RunOption<>("engines", "",
            "engines to run, comma-separated (see 'bench engines'); default every engine, those that cannot run here"
                    + " reported as skipped. The reference always runs first, as the judge",
            text -> names("engines", text), names -> List.copyOf(names), RunOption::joined, false, false);
    /** The scale factor of the generated graph. */
    public static final RunOption<Double> SCALE_FACTOR = new RunOption<>("sf", "0.1",
            "scale factor: 1 is 1,121,500 nodes and about 4.48 million relationships; at most "
                    + (int) DatasetSpec.MAX_SCALE_FACTOR,
            text -> number("sf", text, "a number such as 0.1 or 1"), RunOption::checkScaleFactor, RunOption::plain);
    /** The graph the run loads. */
    public static final RunOption<String> DATASET = new RunOption<>("dataset", Datasets.GENERATED,
            "the graph to load: generated (the default, at --sf), snap:FILE (a SNAP edge list, plain or .gz), csv:DIR"
                    + " (bench datagen's layout, or nodes.csv and relationships.csv) or kronecker:SCALE (Graph500's"
                    + " generator, 2^SCALE nodes); a file is read once, and checked, before any engine starts",
            String::strip, RunOption::checkDataset, text -> text);
    /** Whether a SNAP or Kronecker graph's relationships are loaded both ways. */
    public static final RunOption<Boolean> UNDIRECTED = flag("undirected",
            "load each relationship of a snap: or kronecker: dataset both ways, as an undirected graph's");
    /** The seed of the graph and of the argument lists. */
    public static final RunOption<Long> SEED = new RunOption<>("seed", String.valueOf(DatasetSpec.DEFAULT_SEED),
            "seed of the graph and of the argument lists",
            text -> wholeLong("seed", text), seed -> seed, String::valueOf);
    /** The phases to run. */
    public static final RunOption<Set<Phase>> PHASES = new RunOption<>("phases",
            Arrays.stream(Phase.values()).map(Phase::id).collect(Collectors.joining(",")), "phases to run, comma-separated",
            RunOption::phases, RunOption::checkPhases,
            phases -> phases.stream().sorted().map(Phase::id).collect(Collectors.joining(",")));
    /** Times the timed phases are run, the first after a cold start. */
    public static final RunOption<Integer> CYCLES = between("cycles", 1, 1, 100,
            "times the timed phases run after the load: with more than 1, the first cycle starts cold (embedded servers"
                    + " restarted on their data, the page cache dropped where the process may; no warm-up, no settling)"
                    + " and the rest warm; the tables give the last cycle, and a table cold against the warm cycles'"
                    + " median; the concurrent and hops phases run in the last cycle only");
    /** The scale factor of the untimed load before each engine's timed one; 0 for none. */
    public static final RunOption<Double> LOAD_WARMUP = new RunOption<>("load-warmup", "0.03",
            "scale factor of an untimed load into each engine before its timed load, so that an engine in the JVM and"
                    + " the generator are timed after their load path is compiled; 0 for none, and none when not below"
                    + " --sf",
            text -> number("load-warmup", text, "a scale factor such as 0.01, or 0 for none"),
            RunOption::checkLoadWarmup, RunOption::plain);
    /** Timed calls per workload. */
    public static final RunOption<Integer> CALLS = atLeast("calls", 300, 1,
            "most timed calls per workload: fewer when the median is known to --precision sooner");
    /** The least timed calls per workload. */
    public static final RunOption<Integer> CALLS_MIN = atLeast("calls-min", 20, 1,
            "least timed calls per workload before --precision may stop them");
    /** How precisely each workload's median must be known before its timed calls stop. */
    public static final RunOption<Double> PRECISION = new RunOption<>("precision", "5%",
            "timed calls stop once the 95% confidence interval of the median is within this much of the median (after"
                    + " --calls-min calls); 0 to make every call --calls asks for",
            RunOption::fraction, RunOption::checkPrecision, RunOption::percent);
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
    public static final RunOption<List<Integer>> SWEEP = new RunOption<>("sweep", "1,2,4,8",
            "thread counts of the thread sweep, comma-separated; the one equal to --threads is measured once and"
                    + " serves both",
            RunOption::sweep, RunOption::checkSweep, RunOption::joined);
    /** The offered rates of the open-loop measurements; none for the closed loop alone. */
    public static final RunOption<Rates> RATE = new RunOption<>("rate", "",
            "calls a second offered in the concurrent phase's open loop, comma-separated for a rate sweep (up to "
                    + plain(MAX_RATE) + "), after its closed loop: calls at intended times, latency from the intended"
                    + " start; auto searches each engine and workload for the highest rate whose p99 stays under --slo",
            RunOption::rates, RunOption::checkRates, Rates::show);
    /** The p99 limit under which a rate's throughput is usable. */
    public static final RunOption<Double> SLO = new RunOption<>("slo", "10ms",
            "the p99 latency limit of the open loop (such as 10ms, 500us or 1s): the usable throughput is the highest"
                    + " rate whose p99 stays under it",
            RunOption::milliseconds, RunOption::checkSlo, ms -> plain(ms) + "ms");
    /** How the open loop spaces its intended start times. */
    public static final RunOption<Arrivals> ARRIVALS = new RunOption<>("arrivals", Arrivals.UNIFORM.id(),
            "how the open loop spaces its calls: uniform (one every 1/rate s) or poisson (exponential gaps, seeded)",
            Arrivals::of, arrivals -> arrivals, Arrivals::id);
    /** The mixed workload the concurrent phase also runs; none by default. */
    public static final RunOption<Mix> MIX = new RunOption<>("mix", "",
            "a mixed workload the concurrent phase also runs on its threads, workload=weight items such as "
                    + Mix.DEFAULT + " (which 'default' stands for): reads checked where the writes cannot change"
                    + " them, everything written deleted afterwards",
            Mix::parse, Mix::check, Mix::show);
    /** Whether the concurrent phase samples each engine's server and the client once a second. */
    public static final RunOption<Boolean> TELEMETRY = new RunOption<>("telemetry", "true",
            "while the concurrent phase runs, read once a second the CPU, memory and I/O of each engine's server (its"
                    + " processes, or the harness's JVM for an engine in it), what the server tells of itself, and the"
                    + " client's CPU, into the results beside the calls (true or false)",
            text -> bool("telemetry", text), telemetry -> telemetry, String::valueOf);
    /** Which of several client processes this one is. */
    public static final RunOption<Client> CLIENT = new RunOption<>("client", Client.ALONE.show(),
            "this process is client K of N (such as 1/2), on the same settings and seed as the others: it runs every Nth"
                    + " thread and 1/N of each rate of the concurrent phase; bench merge adds the clients' files up",
            Client::parse, Client::check, Client::show);
    /** When the clients' first concurrent window opens. */
    public static final RunOption<Optional<Instant>> START_AT = new RunOption<>("start-at", "",
            "when the concurrent phase's first window opens, as an ISO time (2026-12-02T06:30:00Z) or epoch ms; each"
                    + " later window opens --duration plus " + WINDOW_ALLOWANCE_SECONDS + " s after the one before, so that"
                    + " clients on several machines measure together",
            RunOption::instant, at -> at, at -> at.map(Instant::toString).orElse(""));
    /** The people the hops phase starts from. */
    public static final RunOption<Integer> HOPS_PEOPLE = between("hops-people", 150, 1, MAX_HOPS_PEOPLE,
            "people the hops phase counts FOLLOWS paths from");
    /** The folder results files are written to. */
    public static final RunOption<Path> OUTPUT = new RunOption<>("output", "results", "folder for results files",
            Path::of, path -> path, Path::toString, false, false);
    /** The memory every engine is held to; none by default. */
    public static final RunOption<Optional<MemoryBudget>> MEMORY_BUDGET = new RunOption<>("memory-budget", "",
            "memory every engine is held to, such as 512m or 2g (binary units): each embedded server's processes by a"
                    + " control group where this machine can make one, its own caches sized to fit; advisory (caches"
                    + " sized, nothing enforced) for an engine in the harness's JVM, or where no control group can be"
                    + " made. An engine killed or refused for lack of memory is held with that reason",
            RunOption::memoryBudget, budget -> budget, budget -> budget.map(RunOption::showBytes).orElse(""));
    /** Whether every call's answer is also written. */
    public static final RunOption<Boolean> ANSWERS = flag("answers",
            "also write every answered call's arguments and canonical answer to answers-<engine>-sf<sf>.jsonl, which"
                    + " bench validate checks an engine against");
    /** Whether each statement's plan is taken after its workload's timed calls. */
    public static final RunOption<Boolean> PLANS = new RunOption<>("plans", "true",
            "after each workload's timed calls, take the engine's plans of one call's statements, untimed, into the"
                    + " results (true or false)",
            text -> bool("plans", text), plans -> plans, String::valueOf);

    /** Every option graph-bench has, in the order help lists them. */
    private static final List<RunOption<?>> ALL = List.of(ENGINES, DATASET, UNDIRECTED, SCALE_FACTOR, SEED, PHASES, CYCLES, LOAD_WARMUP, CALLS,
            CALLS_MIN, PRECISION, WARMUP, WARMUP_SECONDS, SLOW_CALL, SETTLE_SECONDS, MAX_SECONDS, CALL_TIMEOUT, THREADS, DURATION, SWEEP, RATE, SLO,
            ARRIVALS, MIX, TELEMETRY, CLIENT, START_AT, HOPS_PEOPLE, MEMORY_BUDGET, OUTPUT, ANSWERS, PLANS);

    private final String name;
    private final String defaultText;
    private final String help;
    private final Function<String, T> parse;
    private final Function<T, T> check;
    private final Function<T, String> show;
    private final boolean flag;
    private final boolean recorded;

    private RunOption(String name, String defaultText, String help, Function<String, T> parse, Function<T, T> check,
                      Function<T, String> show, boolean flag, boolean recorded) {
        if (!name.matches("[a-z][a-z0-9]*(-[a-z0-9]+)*")) {
            throw new IllegalArgumentException("an option's name is lower case words joined by hyphens, got '" + name + "'");
        }
        this.name = name;
        this.defaultText = defaultText;
        this.help = help;
        this.parse = parse;
        this.check = check;
        this.show = show;
        this.flag = flag;
        this.recorded = recorded;
    }

    private RunOption(String name, String defaultText, String help, Function<String, T> parse, Function<T, T> check,
                      Function<T, String> show) {
        this(name, defaultText, help, parse, check, show, false, true);
    }

    /**
     * An option of any kind: its name (the command line's {@code --name}), its default as the command line
     * writes it, its help, and how a value is read, checked and written back.
     *
     * @param check returns the value, maybe normalised, or throws an {@link IllegalArgumentException} of one
     *              line naming the option, what it accepts and what it got
     */
    public static <T> RunOption<T> of(String name, String defaultText, String help, Function<String, T> parse,
                                      Function<T, T> check, Function<T, String> show) {
        return new RunOption<>(name, defaultText, help, parse, check, show);
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
        return check(parse.apply(text == null ? "" : text.strip()));
    }

    /**
     * {@code value}, checked.
     *
     * @throws IllegalArgumentException one line naming the option, what it accepts and what it got
     */
    public T check(T value) {
        if (value == null) {
            throw new IllegalArgumentException("--" + name + " must be given a value");
        }
        return check.apply(value);
    }

    /** The value as the command line would write it. */
    public String show(T value) {
        return show.apply(value);
    }

    @Override
    public String toString() {
        return "--" + name;
    }

    // ---- how each kind of value is read and checked

    /** A flag: false unless given, given without a value. */
    public static RunOption<Boolean> flag(String name, String help) {
        return new RunOption<>(name, "false", help, text -> text.isEmpty() || bool(name, text), given -> given,
                String::valueOf, true, true);
    }

    /** A whole number of at least {@code least}. */
    public static RunOption<Integer> atLeast(String name, int defaultValue, int least, String help) {
        return new RunOption<>(name, String.valueOf(defaultValue), help, text -> wholeInt(name, text),
                value -> {
                    if (value < least) {
                        throw wrong(name, "at least " + least, value);
                    }
                    return value;
                }, String::valueOf);
    }

    /** A whole number from {@code least} to {@code most}. */
    public static RunOption<Integer> between(String name, int defaultValue, int least, int most, String help) {
        return new RunOption<>(name, String.valueOf(defaultValue), help + " (" + least + " to " + most + ")",
                text -> wholeInt(name, text), value -> inRange(name, value, least, most), String::valueOf);
    }

    private static int inRange(String name, int value, int least, int most) {
        if (value < least || value > most) {
            throw wrong(name, "from " + least + " to " + most, value);
        }
        return value;
    }

    /** Seconds from {@code least}, which is allowed when {@code inclusive}. */
    public static RunOption<Double> seconds(String name, String defaultText, double least, boolean inclusive,
                                             String help) {
        String requirement = inclusive ? (least == 0 ? "0 seconds or more" : "at least " + plain(least)
                + (least == 1 ? " second" : " seconds")) : "above " + plain(least) + " seconds";
        return new RunOption<>(name, defaultText, help, text -> number(name, text, "a number of seconds"),
                value -> {
                    boolean fits = inclusive ? value >= least : value > least;
                    if (!fits || value.isInfinite()) {
                        throw wrong(name, requirement, plain(value));
                    }
                    return value;
                }, RunOption::plain);
    }

    private static Double checkScaleFactor(Double sf) {
        if (!(sf > 0) || sf.isInfinite()) {
            throw wrong("sf", "above 0", plain(sf));
        }
        if (sf > DatasetSpec.MAX_SCALE_FACTOR) {
            throw wrong("sf", "at most " + (int) DatasetSpec.MAX_SCALE_FACTOR + " (scale factor 1 is 1.1 million nodes)",
                    plain(sf));
        }
        return sf;
    }

    private static String checkDataset(String dataset) {
        if (!dataset.equals(Datasets.GENERATED) && !dataset.matches("(snap|csv|kronecker):.+")) {
            throw wrong("dataset", "generated, snap:FILE, csv:DIR or kronecker:SCALE", dataset);
        }
        return dataset;
    }

    /** A share written as a percentage ({@code 5%}) or a fraction ({@code 0.05}). */
    private static Double fraction(String text) {
        String what = "a percentage such as 5% (or a fraction such as 0.05), or 0 for none";
        return text.endsWith("%") ? number("precision", text.substring(0, text.length() - 1), what) / 100
                : number("precision", text, what);
    }

    private static Double checkPrecision(Double precision) {
        if (!(precision >= 0) || precision >= 1) {
            throw wrong("precision", "from 0% (every call) to below 100%", percent(precision));
        }
        return precision;
    }

    /** A fraction as a percentage: 5% for 0.05. */
    private static String percent(double fraction) {
        return plain(Math.round(fraction * 1e6) / 1e4) + "%";
    }

    private static Double checkLoadWarmup(Double sf) {
        if (!(sf >= 0) || sf > DatasetSpec.MAX_SCALE_FACTOR) {
            throw wrong("load-warmup", "a scale factor from 0 (none) to " + (int) DatasetSpec.MAX_SCALE_FACTOR,
                    plain(sf));
        }
        return sf;
    }

    private static Set<Phase> phases(String text) {
        Set<Phase> phases = EnumSet.noneOf(Phase.class);
        for (String id : items("phases", text)) {
            phases.add(Phase.of(id));
        }
        return phases;
    }

    private static Set<Phase> checkPhases(Set<Phase> phases) {
        if (phases.isEmpty()) {
            throw new IllegalArgumentException("--phases names no phase; phases are " + Phase.names());
        }
        return EnumSet.copyOf(phases);
    }

    private static List<Integer> sweep(String text) {
        List<Integer> counts = new ArrayList<>();
        for (String count : items("sweep", text)) {
            counts.add(wholeInt("sweep", count));
        }
        return counts;
    }

    private static List<Integer> checkSweep(List<Integer> counts) {
        if (counts.isEmpty()) {
            throw new IllegalArgumentException("--sweep names no thread count; give some from 1 to " + MAX_THREADS
                    + ", such as 1,2,4,8");
        }
        counts.forEach(count -> inRange("sweep", count, 1, MAX_THREADS));
        return counts.stream().distinct().sorted().toList();
    }

    private static Rates rates(String text) {
        if (text.equals(Rates.AUTO)) {
            return Rates.SEARCH;
        }
        List<Double> rates = new ArrayList<>();
        for (String rate : names("rate", text)) {
            if (rate.equals(Rates.AUTO)) {
                throw new IllegalArgumentException("--rate auto searches for the rate itself: give auto alone, or"
                        + " rates such as 500,1000, got '" + text + "'");
            }
            rates.add(number("rate", rate, "calls a second such as 500 or 500,1000,2000, or auto"));
        }
        return new Rates(rates, false);
    }

    private static Rates checkRates(Rates rates) {
        for (double rate : rates.offered()) {
            if (!(rate > 0) || rate > MAX_RATE) {
                throw wrong("rate", "above 0 and at most " + plain(MAX_RATE) + " calls a second", plain(rate));
            }
        }
        return new Rates(rates.offered().stream().distinct().sorted().toList(), rates.search());
    }

    /** A duration with its unit, in milliseconds: {@code 10ms}, {@code 500us}, {@code 1s}. */
    private static double milliseconds(String text) {
        String what = "a time with its unit, such as 10ms, 500us or 1s";
        // Longest suffix first: "10ms" also ends in "s".
        for (Map.Entry<String, Double> unit : List.of(Map.entry("ms", 1.0), Map.entry("us", 1e-3), Map.entry("s", 1e3))) {
            if (text.endsWith(unit.getKey())) {
                return number("slo", text.substring(0, text.length() - unit.getKey().length()), what) * unit.getValue();
            }
        }
        throw wrong("slo", what, text);
    }

    private static Double checkSlo(Double ms) {
        if (!(ms > 0) || ms.isInfinite()) {
            throw wrong("slo", "above 0", plain(ms) + "ms");
        }
        return ms;
    }

    /** A time as ISO-8601 or epoch milliseconds; none for an empty text. */
    private static Optional<Instant> instant(String text) {
        if (text.isBlank()) {
            return Optional.empty();
        }
        try {
            return Optional.of(text.strip().matches("[0-9]+") ? Instant.ofEpochMilli(Long.parseLong(text.strip()))
                    : Instant.parse(text.strip()));
        } catch (DateTimeParseException | NumberFormatException e) {
            throw wrong("start-at", "an ISO time such as 2026-12-02T06:30:00Z or epoch milliseconds", text);
        }
    }

    /** A size in bytes with a binary unit ({@code 512m}, {@code 2g}, {@code 1.5GiB}, {@code 64MB}); none for an empty text. */
    private static Optional<MemoryBudget> memoryBudget(String text) {
        if (text.isBlank()) {
            return Optional.empty();
        }
        String what = "a size such as 512m, 2g or 1.5GiB (k, m, g, t: binary units), at least "
                + showBytes(LEAST_BUDGET) + ", or nothing for none";
        Matcher size = BYTE_SIZE.matcher(text.strip());
        if (!size.matches()) {
            throw wrong("memory-budget", what, text);
        }
        int power = size.group(2) == null ? 0 : "kmgt".indexOf(Character.toLowerCase(size.group(2).charAt(0))) + 1;
        double bytes = Double.parseDouble(size.group(1)) * Math.pow(1024, power);
        if (!(bytes >= LEAST_BUDGET) || bytes > Long.MAX_VALUE / 2) {
            throw wrong("memory-budget", what, text);
        }
        return Optional.of(new MemoryBudget((long) bytes));
    }

    /** A budget as the command line takes it back: {@code 512m}, {@code 1536m}, {@code 2g}. */
    private static String showBytes(MemoryBudget budget) {
        return showBytes(budget.bytes());
    }

    private static String showBytes(long bytes) {
        for (String unit : List.of("t", "g", "m", "k")) {
            long scale = 1L << (10 * ("kmgt".indexOf(unit) + 1));
            if (bytes % scale == 0) {
                return bytes / scale + unit;
            }
        }
        return String.valueOf(bytes);
    }

    /** Engine names: none for every engine, but no empty name among some. */
    private static List<String> names(String option, String text) {
        return text.isBlank() ? List.of() : items(option, text);
    }

    /** The comma-separated items of {@code text}, refusing an empty one. */
    private static List<String> items(String option, String text) {
        List<String> items = new ArrayList<>();
        for (String item : text.split(",", -1)) {
            if (item.isBlank()) {
                throw new IllegalArgumentException("--" + option + " has an empty item in '" + text
                        + "'; separate the items with single commas, such as a,b");
            }
            items.add(item.strip());
        }
        return items;
    }

    private static int wholeInt(String name, String text) {
        try {
            return Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw wrong(name, "a whole number", text);
        }
    }

    private static long wholeLong(String name, String text) {
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw wrong(name, "a whole number", text);
        }
    }

    private static double number(String name, String text, String what) {
        try {
            return Double.parseDouble(text.strip());
        } catch (NumberFormatException e) {
            throw wrong(name, what, text);
        }
    }

    private static Boolean bool(String name, String text) {
        return switch (text) {
            case "true" -> true;
            case "false" -> false;
            default -> throw wrong(name, "true or false", text);
        };
    }

    private static IllegalArgumentException wrong(String name, String requirement, Object got) {
        return new IllegalArgumentException("--" + name + " must be " + requirement + ", got '" + got + "'");
    }

    /** A number as a user writes it: 5 for 5.0, 0.5 for 0.5. */
    public static String plain(double value) {
        return value == Math.rint(value) && !Double.isInfinite(value) ? String.valueOf((long) value) : String.valueOf(value);
    }

    private static String joined(List<?> items) {
        return items.stream().map(String::valueOf).collect(Collectors.joining(","));
    }
}
