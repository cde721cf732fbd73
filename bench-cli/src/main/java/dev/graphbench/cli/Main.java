package dev.graphbench.cli;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.ConsoleAppender;
import com.beust.jcommander.JCommander;
import com.beust.jcommander.Parameter;
import com.beust.jcommander.ParameterException;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.Secrets;
import dev.graphbench.cli.logging.ConsoleLogFilter;
import dev.graphbench.cli.logging.ScrubbingEncoder;
import dev.graphbench.options.OptionNames;
import dev.graphbench.results.Failures;
import dev.graphbench.runner.StopSignals;
import dev.graphbench.runner.engines.EngineCatalog;
import dev.graphbench.runner.engines.Plugins;
import dev.graphbench.runner.phase.Phases;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.slf4j.LoggerFactory;

/**
 * {@code bench}: runs the benchmark and prints its tables. Every command is a thin layer over the
 * library (see {@code dev.graphbench.runner.Benchmark}).
 */
public final class Main {

    /** Options that come before the command. */
    static final class Global {
        @Parameter(names = {"--help", "-h"}, help = true, description = "Show this help")
        boolean help;

        @Parameter(names = OptionNames.VERBOSE, description = "Log what engines and servers do, and print stack traces")
        boolean verbose;

        @Parameter(names = OptionNames.PLUGINS, description = "A folder of engine jars to load besides the built-in engines")
        String plugins;
    }

    private final PrintStream out;
    private final PrintStream err;
    private final Map<String, String> environment;
    private final Supplier<Map<String, Command>> commands;

    Main(PrintStream out, PrintStream err, Map<String, String> environment) {
        this(out, err, environment, Main::commands);
    }

    /** With the commands {@code commands} makes anew for each run: a test's {@code run} of an option of its own. */
    Main(PrintStream out, PrintStream err, Map<String, String> environment, Supplier<Map<String, Command>> commands) {
        // The edge where text leaves for the console: no secret the run learns passes it.
        this.out = Secrets.scrubbing(out);
        this.err = Secrets.scrubbing(err);
        this.environment = environment;
        this.commands = commands;
    }

    /** Runs {@code bench} and exits with its code. */
    public static void main(String[] args) {
        // A library that prints to the console itself is scrubbed too.
        System.setOut(Secrets.scrubbing(System.out));
        System.setErr(Secrets.scrubbing(System.err));
        // So that a run stopped by SIGTERM says so, not Ctrl-C: the JVM's shutdown hooks are not told which.
        StopSignals.install();
        int code = new Main(System.out, System.err, System.getenv()).run(args);
        System.out.flush();
        // Drivers can leave non-daemon threads behind for a few seconds; the exit code is settled.
        System.exit(code);
    }

    /** Runs {@code bench} with {@code args} and returns its exit code. */
    int run(String... args) {
        try {
            return runCommand(args);
        } finally {
            // What the scrubbing streams held back, waiting to see whether a secret began there, is written.
            out.flush();
            err.flush();
        }
    }

    private int runCommand(String... args) {
        Global global = new Global();
        Map<String, Command> commands = this.commands.get();
        JCommander parser = parser(global, commands);
        try {
            String[] words = verboseFirst(args);
            // JCommander takes every word for an option once it accepts unknown ones, and the setting is the whole
            // parser's: accepted only when the command given reads run options, whose words it leaves unknown
            // (RunOptionArguments), so that every other command keeps its positional words.
            String given = commandOf(words, commands);
            boolean runOptions = given != null && commands.get(given).runOptions().isPresent();
            parser.setAcceptUnknownOptions(runOptions);
            parser.parse(words);
            if (runOptions && !parser.getUnknownOptions().isEmpty()) {
                throw new ParameterException("Unknown option: " + parser.getUnknownOptions().getFirst());
            }
            quietLogs(global.verbose);
            String name = parser.getParsedCommand();
            if (global.help || name == null) {
                StringBuilder usage = new StringBuilder();
                parser.getUsageFormatter().usage(usage);
                out.print(usage);
                out.print(ExitCode.describe());
                return global.help ? ExitCode.OK.code : ExitCode.BAD_INPUT.code;
            }
            Command command = commands.get(name);
            if (command.help()) {
                StringBuilder usage = new StringBuilder();
                parser.getUsageFormatter().usage(name, usage);
                command.runOptions().ifPresent(options -> usage.append(options.usage()));
                out.print(usage);
                out.print(ExitCode.describe());
                return ExitCode.OK.code;
            }
            EngineCatalog catalog = EngineCatalog.discover(Main.class.getClassLoader(), environment);
            if (global.plugins != null) {
                catalog = catalog.withPlugins(Plugins.load(Path.of(global.plugins), Main.class.getClassLoader()));
            }
            Context context = new Context(out, err, catalog, global.verbose, parser.getCommands().get(name));
            return command.run(context).code;
        } catch (ParameterException e) {
            err.println("bench: " + e.getMessage() + " (see bench --help)");
            return ExitCode.BAD_INPUT.code;
        } catch (UsageException e) {
            // The command's own words, not cut short as a foreign message is: a list of what may be asked is long.
            err.println("bench: " + e.getMessage().strip().lines().findFirst().orElse(""));
            verboseTrace(global, e);
            return ExitCode.BAD_INPUT.code;
        } catch (IllegalArgumentException | UncheckedIOException e) {
            err.println("bench: " + Failures.oneLine(e));
            verboseTrace(global, e);
            return ExitCode.BAD_INPUT.code;
        } catch (EngineException e) {
            err.println("bench: " + Failures.oneLine(e));
            verboseTrace(global, e);
            return ExitCode.INCOMPLETE.code;
        } catch (RuntimeException | Error e) {
            err.println("bench: unexpected " + e.getClass().getSimpleName() + ": " + Failures.oneLine(e)
                    + (global.verbose ? "" : " (run with --verbose for the stack trace)"));
            verboseTrace(global, e);
            return ExitCode.INTERNAL.code;
        }
    }

    /** Every command, by the name users type. */
    static Map<String, Command> commands() {
        Map<String, Command> commands = new LinkedHashMap<>();
        commands.put("run", new RunCommand());
        commands.put("report", new ReportCommand());
        commands.put("engines", new EnginesCommand());
        commands.put("queries", new QueriesCommand());
        commands.put("datagen", new DatagenCommand());
        commands.put("schema", new SchemaCommand());
        commands.put("validate", new ValidateCommand());
        commands.put("perf", new PerfCommand());
        commands.put("compare", new CompareCommand());
        commands.put("merge", new MergeCommand());
        return commands;
    }

    /** The parser of {@code bench}: the global options, then each command's own. */
    static JCommander parser(Global global, Map<String, Command> commands) {
        JCommander.Builder builder = JCommander.newBuilder().programName("bench").addObject(global)
                .resourceBundle(new OptionHelp());
        commands.forEach(builder::addCommand);
        return builder.build();
    }

    /** The command {@code words} name: the first word that is one, past bench's own options; null for none. */
    static String commandOf(String[] words, Map<String, Command> commands) {
        for (int i = 0; i < words.length; i++) {
            if (words[i].equals(OptionNames.PLUGINS)) {
                i++;
            } else if (commands.containsKey(words[i])) {
                return words[i];
            }
        }
        return null;
    }

    /**
     * {@code --verbose} moved before the command: it is an option of bench itself, but the errors
     * suggest adding it, and a user adds it at the end of the line they ran.
     */
    static String[] verboseFirst(String[] args) {
        List<String> ordered = new ArrayList<>();
        List<String> rest = new ArrayList<>();
        for (String arg : args) {
            (arg.equals(OptionNames.VERBOSE) ? ordered : rest).add(arg);
        }
        ordered.addAll(rest);
        return ordered.toArray(String[]::new);
    }

    private void verboseTrace(Global global, Throwable e) {
        if (global.verbose) {
            e.printStackTrace(err);
        }
    }

    /**
     * Engines and servers log to the console at WARN, one line each, unless --verbose: a run's own output is its
     * progress and its report, and the whole of the log is in the run's bench.log. Set each time, as bench may run
     * more than once in one JVM (its tests do).
     */
    private static void quietLogs(boolean verbose) {
        if (!(LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME) instanceof Logger root)
                || !(root.getAppender("stderr") instanceof ConsoleAppender<ILoggingEvent> appender)) {
            return;
        }
        appender.getCopyOfAttachedFiltersList().stream().filter(ConsoleLogFilter.class::isInstance)
                .map(ConsoleLogFilter.class::cast).forEach(filter -> filter.setVerbose(verbose));
        PatternLayoutEncoder encoder = new ScrubbingEncoder();
        encoder.setContext(root.getLoggerContext());
        // A library's warning is one line, as the harness's own errors are; --verbose shows it whole, stack trace too.
        encoder.setPattern("%d{HH:mm:ss.SSS} %-5level %logger{36} - " + (verbose ? "%msg" : "%firstline%nopex") + "%n");
        encoder.start();
        appender.stop();
        appender.setEncoder(encoder);
        appender.start();
    }

    /**
     * What every command gets.
     *
     * @param command the command's own parser, which knows which of its options were given
     */
    record Context(PrintStream out, PrintStream err, EngineCatalog catalog, boolean verbose, JCommander command) {

        /** The phases found where the engines are: graph-bench's, and the plugins'. */
        Phases phases() {
            return Phases.discover(catalog.loaders());
        }
    }

    /** One command of {@code bench}. */
    interface Command {
        /** Whether the command's own --help was asked for. */
        boolean help();

        /** The run options the command takes besides its own, read by {@link RunOptionArguments}; empty for none. */
        default Optional<RunOptionArguments> runOptions() {
            return Optional.empty();
        }

        ExitCode run(Context context);
    }
}
