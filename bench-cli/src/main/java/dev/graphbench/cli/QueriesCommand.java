package dev.graphbench.cli;

import com.beust.jcommander.Parameter;
import com.beust.jcommander.Parameters;
import dev.graphbench.api.Dialect;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.ObjectCall;
import dev.graphbench.api.Query;
import dev.graphbench.catalogue.folder.FolderWorkload;
import dev.graphbench.catalogue.folder.WorkloadFolder;
import dev.graphbench.options.OptionNames;
import dev.graphbench.options.RunOption;
import dev.graphbench.workloads.Workloads;
import dev.graphbench.workloads.core.Workload;
import dev.graphbench.workloads.objects.ObjectRead;
import dev.graphbench.workloads.objects.ObjectWorkloads;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * {@code bench queries}: a query's statement in every engine's language, side by side. An object
 * store read shows the statement each engine's object store writes for it, then its hand-written
 * twin.
 */
@Parameters(commandDescription = "Print each query's statement in every engine's language, side by side (with"
        + " --workloads DIR, a workload folder's); for an object store read, the statement each object store runs, then the hand-written one; with --plan,"
        + " the plans the latest run kept")
final class QueriesCommand implements Main.Command {

    private static final String GAP = " | ";

    @Parameter(names = "--help", help = true, description = "Show this command's options")
    boolean help;

    @Parameter(description = "[query or object store read ids] (default: every query and every read)")
    List<String> ids = new ArrayList<>();

    @Parameter(names = "--stacked", description = "One engine under another instead of side by side")
    boolean stacked;

    @Parameter(names = "--width", description = "Width of the side-by-side view (default: $COLUMNS, else 160)")
    Integer width;

    @Parameter(names = "--plan", description = "Print the plans the latest run kept for each id, side by side, instead"
            + " of the statements")
    boolean plan;

    @Parameter(names = "--raw", description = "With --plan: each plan as the engine gave it, not its operators")
    boolean raw;

    @Parameter(names = OptionNames.OUTPUT, description = "With --plan: the results folder the run is in")
    String output = RunOption.OUTPUT.defaultText();

    @Parameter(names = OptionNames.SF, description = "With --plan: the scale factor of the results (default: the latest run's)")
    String scaleFactor;

    @Parameter(names = OptionNames.WORKLOADS, description = "A workload folder: its workloads' statements instead, the file"
            + " each engine runs, or why it has none")
    String workloads;

    @Parameter(names = "--run", description = "With --plan: this run's plans, the name of its folder under <output>/runs")
    String run;

    @Override
    public boolean help() {
        return help;
    }

    @Override
    public ExitCode run(Main.Context context) {
        PrintStream out = context.out();
        List<EngineProvider> providers = context.catalog().providers();
        if (this.workloads != null) {
            if (plan) {
                throw new UsageException("--plan shows a run's plans, of a folder's workloads too: give their ids"
                        + " without " + OptionNames.WORKLOADS);
            }
            printFolder(out, WorkloadFolder.read(Path.of(this.workloads)), providers);
            return ExitCode.OK;
        }
        Workloads workloads = context.catalog().workloads();
        providers.forEach(provider -> workloads.checkVariants(provider.name(), provider.dialect()));
        List<Runnable> printouts = new ArrayList<>();
        PlanColumns plans = plan ? PlanColumns.of(Path.of(output),
                scaleFactor == null ? null : RunOption.SCALE_FACTOR.parse(scaleFactor), run, raw) : null;
        if (plans != null) {
            out.println("Plans kept by run " + plans.run() + " (taken once, untimed, after each workload's timed calls)");
            out.println();
        }
        for (String id : ids) {
            Optional<ObjectRead> read = ObjectWorkloads.reads().stream().filter(r -> r.id().equals(id)).findFirst();
            if (read.isPresent() && plans != null) {
                printouts.add(() -> printPlans(out, plans, read.get().id(), read.get().title() + ", through the object store"));
                printouts.add(() -> printPlans(out, plans, read.get().handWritten().statement().id(),
                        read.get().handWritten().title()));
            } else if (read.isPresent()) {
                printouts.add(() -> print(out, read.get(), workloads, providers));
            } else {
                Query query = query(workloads, id);
                printouts.add(plans != null ? () -> printPlans(out, plans, query.id(), title(workloads, query))
                        : () -> print(out, query, workloads, providers));
            }
        }
        if (plans != null && printouts.isEmpty()) {
            throw new UsageException("--plan needs the ids of the queries or object store reads to show the plans of");
        }
        if (printouts.isEmpty()) {
            Set<String> twins = ObjectWorkloads.reads().stream().map(read -> read.handWritten().statement().id())
                    .collect(Collectors.toSet());
            workloads.queries().values().stream().filter(query -> !twins.contains(query.id()))
                    .forEach(query -> printouts.add(() -> print(out, query, workloads, providers)));
            ObjectWorkloads.reads().forEach(read -> printouts.add(() -> print(out, read, workloads, providers)));
        }
        printouts.forEach(Runnable::run);
        return ExitCode.OK;
    }

    private static Query query(Workloads workloads, String id) {
        Query query = workloads.queries().get(id);
        if (query == null) {
            throw new UsageException("unknown query '" + id + "'; queries are "
                    + String.join(", ", workloads.queries().keySet()) + "; object store reads are "
                    + ObjectWorkloads.reads().stream().map(ObjectRead::id).collect(Collectors.joining(", ")));
        }
        return query;
    }

    /** The title of the first workload that asks {@code query}. */
    private static String title(Workloads workloads, Query query) {
        return workloads.all().stream()
                .filter(workload -> workload.query().filter(asked -> asked.id().equals(query.id())).isPresent()
                        || workload.id().equals(query.id()))
                .map(Workload::title).findFirst().orElse(query.id());
    }

    private void print(PrintStream out, Query query, Workloads workloads, List<EngineProvider> providers) {
        out.println("== " + query.id() + ": " + title(workloads, query)
                + (query.parameters().isEmpty() ? "" : " (parameters: " + query.parameters().stream()
                        .map(parameter -> parameter.name() + (parameter.optional() ? ", optional" : "") + ": "
                                + parameter.describe())
                        .collect(Collectors.joining("; ")) + ")"));
        List<String> headings = new ArrayList<>();
        List<List<String>> columns = new ArrayList<>();
        for (EngineProvider provider : providers) {
            Dialect dialect = provider.dialect();
            headings.add(provider.displayName() + " (" + dialect.language() + ")");
            columns.add(dialect.statement(query).map(text -> text.lines().toList()).orElse(List.of("(not supported)")));
            // Each variant of the engine's beside its statement, as a run times it: the quickest is reported.
            for (String variant : dialect.variants(query)) {
                headings.add(provider.displayName() + " (" + dialect.language() + ", variant @" + variant + ")");
                columns.add(dialect.statement(query.variant(variant)).orElseThrow().lines().toList());
            }
        }
        print(out, headings, columns);
    }

    /** Each workload of {@code folder} asked for (every one by default): the file each engine runs, side by side. */
    private void printFolder(PrintStream out, WorkloadFolder folder, List<EngineProvider> providers) {
        List<String> names = folder.workloads().stream().map(FolderWorkload::name).toList();
        for (String id : ids) {
            if (!names.contains(id)) {
                throw new UsageException("unknown workload '" + id + "' of the folder " + folder.path() + "; its"
                        + " workloads are " + String.join(", ", names));
            }
        }
        for (FolderWorkload workload : folder.workloads()) {
            if (!ids.isEmpty() && !ids.contains(workload.name())) {
                continue;
            }
            out.println("== " + workload.name() + ": " + workload.title() + " (" + workload.kind().word()
                    + (workload.parameters().isEmpty() ? "" : "; parameters: " + workload.parameters().entrySet().stream()
                            .map(parameter -> parameter.getKey() + ": " + describe(parameter.getValue()))
                            .collect(Collectors.joining(", ")))
                    + (workload.check() == null ? "; answer: " + workload.answer().word() : "; check: " + workload.check())
                    + (workload.argumentsOf() == null ? "" : "; asked the arguments of " + workload.argumentsOf())
                    + ")");
            List<String> headings = new ArrayList<>();
            List<List<String>> columns = new ArrayList<>();
            for (EngineProvider provider : providers) {
                String language = provider.dialect().language();
                headings.add(provider.displayName() + " (" + language + ")");
                columns.add(folder.statement(workload.name(), provider.name(), language)
                        .map(text -> text.lines().toList())
                        .orElseGet(() -> List.of("(not supported: " + folder.unsupported(workload.name(),
                                provider.name(), language) + ")")));
            }
            print(out, headings, columns);
        }
    }

    /** Where a folder's parameter draws its arguments from, as its workloads file says it. */
    private static String describe(FolderWorkload.Source source) {
        return switch (source) {
            case FolderWorkload.Source.Ids ids -> "ids of " + ids.label();
            case FolderWorkload.Source.Range range -> range.min() + " to " + range.max();
            case FolderWorkload.Source.Values values -> "values of " + values.label() + "." + values.property();
        };
    }

    /** The statement each object store writes for {@code read}, then {@code read}'s hand-written twin. */
    private void print(PrintStream out, ObjectRead read, Workloads workloads, List<EngineProvider> providers) {
        out.println("== " + read.id() + ": " + read.title() + ", through the object store: " + describe(read.objectCall()));
        List<String> headings = new ArrayList<>();
        List<List<String>> columns = new ArrayList<>();
        for (EngineProvider provider : providers) {
            Dialect dialect = provider.dialect();
            Optional<String> statement = dialect.objectStatement(read.objectCall());
            headings.add(provider.displayName() + " (" + dialect.language()
                    + statement.map(text -> ", " + dialect.objectStatementSource()).orElse("") + ")");
            columns.add(statement.map(text -> text.lines().toList()).orElse(List.of("(no object store)")));
        }
        print(out, headings, columns);
        print(out, read.handWritten().statement(), workloads, providers);
    }

    private void printPlans(PrintStream out, PlanColumns plans, String workload, String title) {
        out.println("== " + workload + ": " + title);
        print(out, plans.headings(workload), plans.columns(workload));
    }

    /** {@code load(PersonNetwork) by id}, {@code count(Issue) filtered on state, priority}. */
    private static String describe(ObjectCall call) {
        String type = "(" + call.type().getSimpleName() + ")";
        String filter = call.filterProperties().isEmpty() ? ""
                : " filtered on " + String.join(", ", call.filterProperties());
        return switch (call.operation()) {
            case LOAD -> "load" + type + " by id";
            case LOAD_ALL -> "loadAll" + type + filter;
            case COUNT -> "count" + type + filter;
        };
    }

    /** One column per engine, side by side when they fit, else one under another. */
    private void print(PrintStream out, List<String> headings, List<List<String>> columns) {
        int total = width != null ? width : Terminal.width();
        int columnWidth = columns.isEmpty() ? total : (total - GAP.length() * (columns.size() - 1)) / columns.size();
        if (stacked || columnWidth < 30) {
            for (int i = 0; i < headings.size(); i++) {
                out.println("-- " + headings.get(i));
                columns.get(i).forEach(out::println);
                out.println();
            }
            return;
        }
        List<List<String>> wrapped = new ArrayList<>();
        int height = 0;
        for (int i = 0; i < columns.size(); i++) {
            List<String> lines = new ArrayList<>();
            lines.add(headings.get(i));
            lines.add("-".repeat(Math.min(columnWidth, headings.get(i).length())));
            for (String line : columns.get(i)) {
                String rest = line.stripTrailing();
                do {
                    lines.add(rest.length() <= columnWidth ? rest : rest.substring(0, columnWidth));
                    rest = rest.length() <= columnWidth ? "" : "  " + rest.substring(columnWidth);
                } while (!rest.isEmpty());
            }
            wrapped.add(lines);
            height = Math.max(height, lines.size());
        }
        for (int row = 0; row < height; row++) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < wrapped.size(); c++) {
                String cell = row < wrapped.get(c).size() ? wrapped.get(c).get(row) : "";
                line.append(c == 0 ? "" : GAP).append(cell).append(" ".repeat(columnWidth - cell.length()));
            }
            out.println(line.toString().stripTrailing());
        }
        out.println();
    }
}
