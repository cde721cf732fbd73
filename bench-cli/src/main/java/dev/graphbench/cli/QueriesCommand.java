package dev.graphbench.cli;

import com.beust.jcommander.Parameter;
import com.beust.jcommander.Parameters;
import dev.graphbench.api.Dialect;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.QueryId;
import dev.graphbench.workloads.Workloads;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/** {@code bench queries}: a query's statement in every engine's language, side by side. */
@Parameters(commandDescription = "Print each query's statement in every engine's language, side by side")
final class QueriesCommand implements Main.Command {

    private static final String GAP = " | ";

    @Parameter(names = "--help", help = true, description = "Show this command's options")
    boolean help;

    @Parameter(description = "[query ids] (default: every query)")
    List<String> ids = new ArrayList<>();

    @Parameter(names = "--stacked", description = "One engine under another instead of side by side")
    boolean stacked;

    @Parameter(names = "--width", description = "Width of the side-by-side view (default: $COLUMNS, else 160)")
    Integer width;

    @Override
    public boolean help() {
        return help;
    }

    @Override
    public ExitCode run(Main.Context context) {
        List<QueryId> queries = new ArrayList<>();
        for (String id : ids) {
            try {
                queries.add(QueryId.of(id));
            } catch (IllegalArgumentException e) {
                throw new UsageException("unknown query '" + id + "'; queries are " + String.join(", ",
                        java.util.Arrays.stream(QueryId.values()).map(QueryId::id).toList()));
            }
        }
        if (queries.isEmpty()) {
            queries.addAll(List.of(QueryId.values()));
        }
        List<EngineProvider> providers = context.catalog().providers();
        for (QueryId query : queries) {
            print(context.out(), query, providers);
        }
        return ExitCode.OK;
    }

    private void print(PrintStream out, QueryId query, List<EngineProvider> providers) {
        out.println("== " + query.id() + ": " + Workloads.of(query).title()
                + (query.parameters().isEmpty() ? "" : " (parameters: " + String.join(", ", query.parameters()) + ")"));
        List<String> headings = new ArrayList<>();
        List<List<String>> columns = new ArrayList<>();
        for (EngineProvider provider : providers) {
            Dialect dialect = provider.dialect();
            headings.add(provider.name() + " (" + dialect.language() + ")");
            columns.add(dialect.statement(query).map(text -> text.lines().toList()).orElse(List.of("(not supported)")));
        }
        int total = width != null ? width : Terminal.width();
        int columnWidth = providers.isEmpty() ? total : (total - GAP.length() * (providers.size() - 1)) / providers.size();
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
