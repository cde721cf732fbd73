package dev.graphbench.runner.session;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.UnsupportedException;
import dev.graphbench.datagen.Manifest;
import dev.graphbench.options.RunOption;
import dev.graphbench.results.AtomicFiles;
import dev.graphbench.results.Failures;
import dev.graphbench.results.PhaseResult;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.Status;
import dev.graphbench.runner.answers.AnswersFile;
import dev.graphbench.runner.answers.AnswersHeader;
import dev.graphbench.runner.answers.AnswersLog;
import dev.graphbench.runner.answers.ValidationSummary.Outcome;
import dev.graphbench.runner.answers.ValidationSummary.Verdict;
import dev.graphbench.runner.answers.ValidationSummary;
import dev.graphbench.runner.calls.Calls;
import dev.graphbench.runner.calls.EngineContext;
import dev.graphbench.runner.calls.ReferenceAnswers;
import dev.graphbench.runner.engines.EngineCatalog.Availability;
import dev.graphbench.runner.engines.Target;
import dev.graphbench.runner.events.RunListener;
import dev.graphbench.runner.phase.RunConfig;
import dev.graphbench.workloads.VariantWorkload;
import dev.graphbench.workloads.core.Workload;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * An engine's session in a validation, as LDBC's validation mode checks a system: the file's dataset loaded by the
 * phases that load, then exactly the file's calls made, in its order, each canonical answer compared with the
 * file's; no reference engine is asked anything. Each workload gets a verdict: agrees, differs (the first differing
 * call named, with its arguments and both answers), unsupported, or held with the reason. The concurrent phase's
 * warm-up calls are made one after another, on one session: their answers are what is checked. What the writes
 * wrote is deleted when their calls end, as in a run. The summary file is written again after every workload, and
 * the engine's own answers to the same calls go to an answers file of its own beside it, so that nothing is lost.
 */
public final class ValidationSession extends EngineSession<ValidationSummary> implements Recorder {

    /** The longest answer a verdict shows; the whole answers are in the two answers files. */
    private static final int SHOWN_CHARACTERS = 1_000;

    private final AnswersFile answers;
    private final List<String> unwritten = new ArrayList<>();
    private final List<Verdict> verdicts = new ArrayList<>();
    private Target target;
    private Path file;
    private EngineInfo info;
    private Map<String, String> settings = Map.of();
    private Status status = Status.OK;
    private String reason;
    private PhaseResult load;
    private java.time.Instant startedAt;
    /** The summary as last written. */
    private ValidationSummary last;

    /** A session validating against {@code answers}, in the run {@code config} names (its files go to its output). */
    public ValidationSession(RunConfig config, Manifest manifest, RunListener listener, List<Planned<?>> planned,
                             AnswersFile answers) {
        super(config, manifest, listener, planned);
        this.answers = answers;
    }

    /** The summary file's name for {@code engine}. */
    public static String fileName(String engine) {
        return "validation-" + engine + ".json";
    }

    /** The summary file this session writes; known once {@link #run} has started. */
    public Path file() {
        return file;
    }

    /** What it could not write (a full disk), in order; empty when it wrote everything. */
    public List<String> unwrittenLines() {
        return List.copyOf(unwritten);
    }

    @Override
    protected void begin(Target engine) {
        this.target = engine;
        this.startedAt = java.time.Instant.now();
        this.file = config.output().resolve(fileName(engine.name()));
    }

    @Override
    protected ValidationSummary unavailable(Target engine, Availability availability) {
        held(availability.detail());
        write();
        return last;
    }

    @Override
    protected double timeoutSeconds() {
        return config.get(RunOption.CALL_TIMEOUT);
    }

    @Override
    protected void explainHeld(EngineLifecycle lifecycle) {
        // A validation has no memory budget: a reason is told as it is.
    }

    @Override
    protected AnswersLog answersLog(Target engine) {
        return AnswersLog.to(config.output().resolve(AnswersLog.fileName(engine.name(), config.dataset().label())),
                AnswersHeader.of(Versions.harness(), config.runId(), engine.name(), engine.provider().displayName(),
                        engine.provider().dialect().paths(), config.dataset().scaleFactor(), config.dataset().seed(),
                        manifest.contentHash(), config.dataset().name()));
    }

    /** No reference engine judges a validation: the file does. */
    @Override
    protected ReferenceAnswers judge() {
        return new ReferenceAnswers();
    }

    @Override
    protected Recorder recorder() {
        return this;
    }

    @Override
    protected void opened(EngineInfo opened, EngineLifecycle lifecycle) {
        info = opened;
        settings = lifecycle.shownSettings();
        write();
    }

    @Override
    protected boolean loadsUnasked() {
        return true;
    }

    /** Makes the file's calls, workload by workload; after the writes' calls, deletes what they wrote. */
    @Override
    protected void measure(EngineContext context, EngineLifecycle lifecycle, AnswersLog own) {
        Map<Workload, List<Map<String, Object>>> written = new LinkedHashMap<>();
        for (AnswersFile.Calls calls : answers.workloads()) {
            if (!calls.workload().writes() && !written.isEmpty()) {
                String left = cleanUp(context, written);
                if (left != null) {
                    held(left);
                    return;
                }
            }
            // The engine's variants of a workload answer the same calls, each checked against the file's answers.
            List<AnswersFile.Calls> forms = new ArrayList<>(List.of(calls));
            calls.workload().variants(context.support()).forEach(variant ->
                    forms.add(new AnswersFile.Calls(calls.phase(), variant, calls.calls())));
            for (AnswersFile.Calls form : forms) {
                Verdict verdict = validate(context, form, written, own);
                verdicts.add(verdict);
                write();
                listener.message(target.name(), line(verdict));
                if (verdict.outcome() == Outcome.HELD) {
                    String down = context.pingFailure();
                    if (down != null) {
                        held(target.name() + " stopped answering during " + form.workload().id() + ": " + down);
                        return;
                    }
                }
            }
        }
        String left = cleanUp(context, written);
        if (left != null) {
            held(left);
        }
    }

    private static String cleanUp(EngineContext context, Map<Workload, List<Map<String, Object>>> written) {
        String left = WriteCleanup.run(context, written, "the write phase");
        written.clear();
        return left;
    }

    /** Makes the calls of one workload and compares each answer with the file's. */
    private Verdict validate(EngineContext context, AnswersFile.Calls calls,
                             Map<Workload, List<Map<String, Object>>> written, AnswersLog own) {
        Workload workload = calls.workload();
        String phase = calls.phase();
        String engine = target.name();
        int size = calls.calls().size();
        if (!workload.supportedBy(context.support())) {
            return new Verdict(phase, workload.id(), Outcome.UNSUPPORTED, size, 0, 0, null,
                    workload.unsupported(engine, context.support()));
        }
        listener.started(engine, phase, workload.id(), size, "calls");
        List<Map<String, Object>> made = workload.writes() ? written.computeIfAbsent(workload, w -> new ArrayList<>())
                : null;
        PathSemantics paths = context.support().paths();
        int compared = 0;
        int differing = 0;
        Integer first = null;
        String detail = null;
        AnswersFile.Call current = null;
        Calls session = null;
        try (Calls opened = Calls.open(context.engine(), context.watch())) {
            session = opened;
            for (AnswersFile.Call call : calls.calls()) {
                current = call;
                Map<String, Object> arguments = call.arguments();
                String canonical = session.make(workload, arguments, made, true).canonical();
                // A variant's answers are its workload's, in the engine's answers file once.
                boolean variant = workload instanceof VariantWorkload;
                if (!variant && workload.countsPaths()) {
                    own.writeCounted(phase, workload, call.call(), arguments, canonical, null, null);
                } else if (!variant) {
                    own.write(phase, workload, call.thread(), call.call(), arguments, canonical);
                }
                String expected = workload.countsPaths() ? call.answers().get(paths) : call.answer();
                if (expected != null) {
                    compared++;
                    if (!same(expected, canonical)) {
                        differing++;
                        if (first == null) {
                            first = call.call();
                            detail = call.where() + " (" + dev.graphbench.workloads.answers.Canonical.arguments(arguments)
                                    + "): the answers file has " + shown(expected) + ", " + engine + " answered "
                                    + shown(canonical);
                        }
                    }
                }
                listener.advanced(engine, 1);
            }
        } catch (UnsupportedException e) {
            return new Verdict(phase, workload.id(), Outcome.UNSUPPORTED, size, 0, 0, null, Failures.oneLine(e));
        } catch (RuntimeException e) {
            return new Verdict(phase, workload.id(), Outcome.HELD, size, compared, differing, first,
                    Calls.failed(current == null ? "opening a session" : current.where(),
                            current == null ? null : current.arguments(), session, e));
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

    @Override
    protected void holdRemaining(String why) {
        held(why);
    }

    /** The engine is held: everything of the file without a verdict is held too, with the reason. */
    @Override
    protected void held(String why) {
        status = Status.HELD;
        reason = why;
        for (AnswersFile.Calls calls : answers.workloads().subList(verdicts.size(), answers.workloads().size())) {
            verdicts.add(new Verdict(calls.phase(), calls.workload().id(), Outcome.HELD, calls.calls().size(), 0, 0,
                    null, why));
        }
        listener.message(target.name(), "held: " + why);
    }

    @Override
    protected void unwritten(String why) {
        if (unwritten.isEmpty()) {
            listener.message(target.name(), why + "; the verdicts are kept, and printed at the end");
        }
        unwritten.add(why);
    }

    @Override
    protected void settings(Map<String, String> shown) {
        settings = shown;
    }

    @Override
    protected void closed(EngineLifecycle.Closed closed) {
        write();
    }

    @Override
    protected ValidationSummary result() {
        return last;
    }

    @Override
    public void progress(String id, PhaseResult soFar) {
        load = soFar;
        write();
    }

    @Override
    public void finished(String id, PhaseResult soFar, dev.graphbench.runner.events.Outcome item) {
        progress(id, soFar);
    }

    @Override
    public void ended(Planned<?> phase, PhaseResult result) {
        progress(phase.id(), result);
    }

    @Override
    public void took(String part, long nanos) {
        // A validation times nothing but its calls' answers: where its time went is not kept.
    }

    private ValidationSummary summary() {
        return new ValidationSummary(ValidationSummary.FORMAT_VERSION, Versions.harness(), config.runId(), target.name(),
                target.provider().displayName(), info, settings, answers.file().toString(), answers.header(), status,
                reason, load, verdicts, startedAt, java.time.Instant.now());
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
}
