package dev.graphbench.runner.session;

import dev.graphbench.results.Failures;
import dev.graphbench.runner.engines.Target;
import dev.graphbench.options.RunOption;
import com.fasterxml.jackson.core.JsonProcessingException;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.Session;
import dev.graphbench.api.UnsupportedException;
import dev.graphbench.datagen.Manifest;
import dev.graphbench.results.AtomicFiles;
import dev.graphbench.results.LoadResult;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.Status;
import dev.graphbench.runner.engines.EngineCatalog.Availability;
import dev.graphbench.workloads.Phase;
import dev.graphbench.runner.events.RunListener;
import dev.graphbench.workloads.Support;
import dev.graphbench.workloads.Workload;
import dev.graphbench.workloads.WriteWorkload;
import dev.graphbench.runner.answers.AnswersFile;
import dev.graphbench.runner.answers.AnswersHeader;
import dev.graphbench.runner.answers.AnswersLog;
import dev.graphbench.workloads.answers.Canonical;
import dev.graphbench.runner.answers.ValidationSummary;
import dev.graphbench.runner.answers.ValidationSummary.Outcome;
import dev.graphbench.runner.answers.ValidationSummary.Verdict;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Validates one engine against an answers file, as LDBC's validation mode does: loads the file's
 * dataset into the engine, makes exactly the file's calls, in its order, and compares each canonical
 * answer with the file's; no reference engine is asked anything. Each workload gets a verdict: agrees,
 * differs (the first differing call named, with its arguments and both answers), unsupported, or held
 * with the reason. The concurrent phase's warm-up calls are made one after another, on one session:
 * their answers are what is checked. What the writes wrote is deleted when the write phase's calls end,
 * as in a run. The summary file is written again after every workload, and the engine's own answers
 * to the same calls go to an answers file of its own beside it, so that nothing is lost.
 */
public final class Validator {

    /** Why an engine was held, with the stack of what failed: for --verbose, which shows INFO. */
    private static final Logger LOG = LoggerFactory.getLogger(Validator.class);

    /** The longest answer a verdict shows; the whole answers are in the two answers files. */
    private static final int SHOWN_CHARACTERS = 1_000;

    private final RunConfig config;
    private final Manifest manifest;
    private final RunListener listener;
    private final List<String> unwritten = new ArrayList<>();

    private Path file;
    private String engine;
    private String displayName;
    private AnswersFile answers;
    private EngineInfo info;
    private Map<String, String> settings = Map.of();
    private Status status = Status.OK;
    private String reason;
    private LoadResult load;
    private final List<Verdict> verdicts = new ArrayList<>();
    private Instant startedAt;
    /** The summary as last written. */
    private ValidationSummary last;

    /**
     * A validator in the run {@code config} names (its files go to {@code config.output()}), of the
     * dataset {@code manifest} describes.
     */
    public Validator(RunConfig config, Manifest manifest, RunListener listener) {
        this.config = config;
        this.manifest = manifest;
        this.listener = listener;
    }

    /** The summary file's name for {@code engine}. */
    public static String fileName(String engine) {
        return "validation-" + engine + ".json";
    }

    /** The summary file this validator writes; known once {@link #run} has started. */
    public Path file() {
        return file;
    }

    /** What it could not write (a full disk), in order; empty when it wrote everything. */
    public List<String> unwritten() {
        return List.copyOf(unwritten);
    }

    /**
     * Validates {@code target} against {@code file} and returns the summary; never throws for a failure
     * of the engine. The engine's code runs with its own class loader as the context class loader, as
     * in a run.
     */
    public ValidationSummary run(Target target, AnswersFile file) {
        return EngineLifecycle.inItsLoader(target, () -> runWithItsLoader(target, file));
    }

    private ValidationSummary runWithItsLoader(Target target, AnswersFile file) {
        engine = target.name();
        displayName = target.provider().displayName();
        answers = file;
        startedAt = Instant.now();
        this.file = config.output().resolve(fileName(engine));
        Availability availability = target.availability();
        if (availability != null && availability.kind() == Availability.Kind.UNAVAILABLE) {
            hold(availability.detail());
            write();
            return last;
        }
        EngineLifecycle lifecycle = new EngineLifecycle(target, config.workDirectory(), listener);
        AnswersLog own = AnswersLog.to(config.output().resolve(AnswersLog.fileName(engine, config.dataset().label())),
                AnswersHeader.of(Versions.harness(), config.runId(), engine, displayName,
                        target.provider().dialect().paths(), config.dataset().scaleFactor(), config.dataset().seed(),
                        manifest.contentHash(), config.dataset().name()));
        try (own; CallWatch watch = new CallWatch(config.get(RunOption.CALL_TIMEOUT))) {
            Engine opened = lifecycle.open();
            info = opened.info();
            own.opened(info);
            settings = lifecycle.shownSettings();
            write();
            EngineContext context = new EngineContext(engine, opened, Support.of(target.provider().dialect(), opened),
                    config, config.dataset().arguments(), listener, new ReferenceAnswers(), watch, this::unwritten);
            load = new LoadMeasurement(engine, opened, manifest, config.dataset(), Optional.empty(),
                    listener).run(lifecycle::beforeLoad);
            write();
            if (load.status() == Status.OK) {
                validate(context, own);
            } else {
                hold("the load did not complete: " + load.reason());
            }
        } catch (RuntimeException | LinkageError e) {
            String why = EngineLifecycle.failure(target, e);
            LOG.info("{} held: {}", engine, why, e);
            hold(why);
        } finally {
            if (own.failure() != null) {
                unwritten(own.failure());
            }
            settings = lifecycle.shownSettings();
            lifecycle.close(false);
            write();
        }
        return last;
    }

    /** Makes the file's calls, workload by workload; after the last write, deletes what the writes wrote. */
    private void validate(EngineContext context, AnswersLog own) {
        Map<WriteWorkload, List<Map<String, Object>>> written = new LinkedHashMap<>();
        for (AnswersFile.Calls calls : answers.workloads()) {
            if (calls.phase() != Phase.WRITE && !written.isEmpty()) {
                String left = cleanUp(context, written);
                if (left != null) {
                    hold(left);
                    return;
                }
            }
            Verdict verdict = validate(context, calls, written, own);
            verdicts.add(verdict);
            write();
            listener.message(engine, line(verdict));
            if (verdict.outcome() == Outcome.HELD) {
                String down = context.pingFailure();
                if (down != null) {
                    hold(engine + " stopped answering during " + calls.workload().id() + ": " + down);
                    return;
                }
            }
        }
        String left = cleanUp(context, written);
        if (left != null) {
            hold(left);
        }
    }

    private static String cleanUp(EngineContext context, Map<WriteWorkload, List<Map<String, Object>>> written) {
        String left = WriteCleanup.run(context, written, "the write phase");
        written.clear();
        return left;
    }

    /** Makes the calls of one workload and compares each answer with the file's. */
    private Verdict validate(EngineContext context, AnswersFile.Calls calls,
                             Map<WriteWorkload, List<Map<String, Object>>> written, AnswersLog own) {
        Workload workload = calls.workload();
        String phase = calls.phase().id();
        int size = calls.calls().size();
        if (!workload.supportedBy(context.support())) {
            return new Verdict(phase, workload.id(), Outcome.UNSUPPORTED, size, 0, 0, null,
                    engine + " does not support " + workload.id());
        }
        listener.workloadStarted(engine, workload, 0, size);
        WriteWorkload write = workload instanceof WriteWorkload w ? w : null;
        List<Map<String, Object>> made = write == null ? null : written.computeIfAbsent(write, w -> new ArrayList<>());
        PathSemantics paths = context.support().paths();
        int compared = 0;
        int differing = 0;
        Integer first = null;
        String detail = null;
        AnswersFile.Call current = null;
        CallWatch.Watched watched = null;
        try (Session session = context.engine().openSession()) {
            watched = context.watch().on(session);
            for (AnswersFile.Call call : calls.calls()) {
                current = call;
                Map<String, Object> arguments = call.arguments();
                String canonical = CallStep.make(session, watched, workload, arguments, made, true).canonical();
                switch (calls.phase()) {
                    case CONCURRENT -> own.writeWarmup(workload, call.thread(), call.call(), arguments, canonical);
                    case HOPS -> own.writeHops(workload, call.call(), arguments, canonical, null, null);
                    default -> own.write(workload, call.call(), arguments, canonical);
                }
                String expected = calls.phase() == Phase.HOPS ? call.answers().get(paths) : call.answer();
                if (expected != null) {
                    compared++;
                    if (!same(expected, canonical)) {
                        differing++;
                        if (first == null) {
                            first = call.call();
                            detail = call.where() + " (" + Canonical.arguments(arguments) + "): the answers file has "
                                    + shown(expected) + ", " + engine + " answered " + shown(canonical);
                        }
                    }
                }
                listener.callFinished(engine, workload);
            }
        } catch (UnsupportedException e) {
            return new Verdict(phase, workload.id(), Outcome.UNSUPPORTED, size, 0, 0, null, Failures.oneLine(e));
        } catch (RuntimeException e) {
            RuntimeException failure = watched == null ? e : watched.explain(e);
            String where = current == null ? "opening a session" : current.where() + " ("
                    + Canonical.arguments(current.arguments()) + ")";
            return new Verdict(phase, workload.id(), Outcome.HELD, size, compared, differing, first,
                    where + " failed: " + Failures.oneLine(failure));
        } finally {
            if (watched != null) {
                watched.close();
            }
        }
        if (differing > 0) {
            return new Verdict(phase, workload.id(), Outcome.DIFFERS, size, compared, differing, first, detail);
        }
        if (compared == 0) {
            return new Verdict(phase, workload.id(), Outcome.UNCHECKED, size, 0, 0, null, "the answers file counts paths"
                    + " as " + plural(answers.header().paths()) + " (" + answers.header().engine() + "'s rule) and "
                    + engine + " counts " + plural(paths) + "; a file the reference engine wrote has both");
        }
        return new Verdict(phase, workload.id(), Outcome.AGREES, size, compared, 0, null, null);
    }

    /** Whether two canonical answers are the same JSON, whatever spacing either was written with. */
    private static boolean same(String expected, String answered) {
        if (expected.equals(answered)) {
            return true;
        }
        try {
            return ResultsFiles.mapper().readTree(expected).equals(ResultsFiles.mapper().readTree(answered));
        } catch (JsonProcessingException e) {
            return false;
        }
    }

    private static String shown(String answer) {
        return answer.length() <= SHOWN_CHARACTERS ? answer : answer.substring(0, SHOWN_CHARACTERS) + "...";
    }

    private static String plural(PathSemantics paths) {
        return paths.name().toLowerCase(Locale.ROOT) + "s";
    }

    /** The line the console shows for {@code verdict}. */
    private static String line(Verdict verdict) {
        String workload = verdict.workload() + " (" + verdict.phase() + ")";
        return switch (verdict.outcome()) {
            case AGREES -> workload + " agrees, " + verdict.compared() + " calls compared";
            case DIFFERS -> workload + " DIFFERS on " + verdict.differing() + " of " + verdict.compared() + " calls, first "
                    + verdict.detail();
            default -> workload + " " + verdict.outcome().name().toLowerCase(Locale.ROOT) + ": " + verdict.detail();
        };
    }

    /** The engine is held: everything of the file without a verdict is held too, with the reason. */
    private void hold(String why) {
        status = Status.HELD;
        reason = why;
        for (AnswersFile.Calls calls : answers.workloads().subList(verdicts.size(), answers.workloads().size())) {
            verdicts.add(new Verdict(calls.phase().id(), calls.workload().id(), Outcome.HELD, calls.calls().size(), 0, 0,
                    null, why));
        }
        listener.message(engine, "held: " + why);
    }

    private ValidationSummary summary() {
        return new ValidationSummary(ValidationSummary.FORMAT_VERSION, Versions.harness(), config.runId(), engine,
                displayName, info, settings, answers.file().toString(), answers.header(), status, reason, load,
                verdicts, startedAt, Instant.now());
    }

    /** Writes the summary again, whole or not at all; a file that cannot be written stops nothing. */
    private void write() {
        last = summary();
        try {
            AtomicFiles.write(file, out -> ResultsFiles.mapper().writeValue(out, last));
        } catch (UncheckedIOException e) {
            unwritten(Failures.oneLine(e));
        }
    }

    private void unwritten(String why) {
        if (unwritten.isEmpty()) {
            listener.message(engine, why + "; the verdicts are kept, and printed at the end");
        }
        unwritten.add(why);
    }
}
