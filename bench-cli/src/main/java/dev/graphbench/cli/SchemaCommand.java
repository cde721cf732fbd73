package dev.graphbench.cli;

import com.beust.jcommander.Parameter;
import com.beust.jcommander.Parameters;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.UnsupportedException;
import dev.graphbench.datagen.Dataset;
import dev.graphbench.datagen.Datasets;
import dev.graphbench.options.OptionNames;
import dev.graphbench.options.RunOption;
import java.io.PrintStream;
import java.util.List;

/**
 * {@code bench schema}: the statements an engine's schema runs for a dataset (a SQL engine's tables, a graph
 * engine's constraints and indexes), so that a user can write statements of their own against them. The dataset
 * is read and checked as {@code run} reads it; no engine is started.
 */
@Parameters(commandDescription = "Print the statements an engine's schema runs for a dataset (tables, constraints,"
        + " indexes), without starting it: what to write your own statements against")
final class SchemaCommand implements Main.Command {

    @Parameter(names = "--help", help = true, description = "Show this command's options")
    boolean help;

    @Parameter(names = OptionNames.DATASET, descriptionKey = OptionNames.DATASET)
    String dataset = RunOption.DATASET.defaultText();

    @Parameter(names = "--engine", description = "The engine whose statements to print, by its name (bench engines"
            + " lists them)", required = true)
    String engine;

    @Parameter(names = OptionNames.SF, descriptionKey = OptionNames.SF)
    String scaleFactor = RunOption.SCALE_FACTOR.defaultText();

    @Override
    public boolean help() {
        return help;
    }

    @Override
    public ExitCode run(Main.Context context) {
        EngineProvider provider = context.catalog().provider(engine);
        Dataset graph = Datasets.parse(dataset, RunOption.SCALE_FACTOR.parse(scaleFactor), RunOption.SEED.defaultValue(),
                false);
        List<String> statements;
        try {
            statements = provider.dialect().schema(graph.schema());
        } catch (UnsupportedException e) {
            throw new UsageException(provider.name() + " cannot hold " + graph.name() + ": " + e.getMessage());
        }
        PrintStream out = context.out();
        String comment = provider.dialect().language().startsWith("SQL") ? "--" : "//";
        out.println(comment + " " + provider.displayName() + ": what its schema runs for " + graph.name() + " ("
                + graph.schema().kind() + " graph: " + graph.schema().labels().size() + " labels, "
                + graph.schema().types().size() + " relationship types), in order");
        if (statements.isEmpty()) {
            out.println(comment + " nothing: " + provider.name() + " keeps the graph without a schema");
        }
        for (String statement : statements) {
            boolean remark = statement.startsWith("--") || statement.startsWith("//");
            out.println(remark || statement.endsWith(";") ? statement : statement + ";");
            if (!remark) {
                out.println();
            }
        }
        return ExitCode.OK;
    }
}
