package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.beust.jcommander.JCommander;
import com.beust.jcommander.ParameterDescription;
import dev.graphbench.workloads.RunOption;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README's table of {@code run}'s options is what {@code bench run --help} says, option for option:
 * the run options in the order of the library's {@link RunOption}s, then those {@code run} shares with
 * {@code report}; and every run option is an option of {@code run}.
 */
class ReadmeTest {

    private static final Path README = Path.of(System.getProperty("basedir", ".")).resolve("../README.md");
    private static final String HEADING = "Options of `run`:";
    /** A run option's line of the help: its name, a value when it takes one, its meaning, its default. */
    private static final Pattern RUN_OPTION = Pattern.compile(
            " {4}(--[a-z0-9-]+)(?: <value>)? +(.+?)(?: \\(default: ([^()]*)\\))?");

    /** The README's rows of the run options, from what {@code bench run --help} prints. */
    private static List<String> runOptionRows() {
        Cli help = Cli.run("run", "--help");
        assertThat(help.exit).as(help.err).isZero();
        List<String> rows = new ArrayList<>();
        for (String line : help.out.lines().toList()) {
            Matcher option = RUN_OPTION.matcher(line);
            if (option.matches()) {
                rows.add(row(option.group(1), option.group(3), option.group(2)));
            }
        }
        return rows;
    }

    /** The README's rows of the options {@code run} declares itself, as its parser describes them. */
    private static List<String> ownOptionRows() {
        JCommander run = Main.parser(new Main.Global(), Main.commands()).getCommands().get("run");
        return run.getParameters().stream().filter(option -> !option.getLongestName().equals("--help"))
                .sorted(Comparator.comparing(ParameterDescription::getLongestName))
                .map(option -> row(option.getLongestName(), option.getDefault() == null ? null
                        : option.getDefault().toString(), option.getDescription())).toList();
    }

    /** One row of the table, as the README writes it. */
    private static String row(String name, String defaultValue, String meaning) {
        String shown = defaultValue == null || defaultValue.isEmpty() ? "-" : "`" + defaultValue + "`";
        return "| `" + name + "` | " + shown + " | " + meaning + " |";
    }

    @Test
    void everyRunOptionIsAnOptionOfRun() {
        assertThat(runOptionRows()).extracting(row -> row.substring(row.indexOf("--") + 2, row.indexOf('`', 4)))
                .containsExactlyElementsOf(RunOption.all().stream().map(RunOption::name).toList());
    }

    @Test
    void theReadmesTableOfOptionsIsWhatHelpSays() throws IOException {
        List<String> lines = Files.readAllLines(README);
        int heading = lines.indexOf(HEADING);
        assertThat(heading).as("the README has a line '%s'", HEADING).isNotNegative();
        List<String> table = new ArrayList<>();
        for (int i = heading + 4; i < lines.size() && lines.get(i).startsWith("|"); i++) {
            table.add(lines.get(i));
        }
        List<String> expected = new ArrayList<>(runOptionRows());
        expected.addAll(ownOptionRows());
        assertThat(lines.subList(heading + 2, heading + 4)).containsExactly("| option | default | meaning |",
                "|---|---|---|");
        assertThat(table).as("the README's rows; they should be:%n%s", String.join("\n", expected))
                .containsExactlyElementsOf(expected);
    }

    @Test
    void theReadmesExitCodesAreWhatHelpSays() throws IOException {
        String readme = Files.readString(README);
        for (ExitCode exit : ExitCode.values()) {
            assertThat(readme).contains("| " + exit.code + " | " + exit.meaning.replace("--verbose", "`--verbose`")
                    + " |");
        }
        assertThat(Cli.run("--help").out).contains(ExitCode.describe());
    }
}
