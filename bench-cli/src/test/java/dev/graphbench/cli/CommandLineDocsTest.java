package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.beust.jcommander.JCommander;
import com.beust.jcommander.ParameterDescription;
import dev.graphbench.options.RunOption;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The tables of {@code docs/command-line.md} are what {@code bench --help} says: the table of {@code run}'s
 * options, option for option, in the order of the library's {@link RunOption}s, and the table of exit
 * codes, code for code; and every run option is an option of {@code run}.
 */
class CommandLineDocsTest {

    private static final Path PAGE = Path.of(System.getProperty("basedir", ".")).resolve("../docs/command-line.md");

    /** A run option's line of the help: its name, a value when it takes one, its meaning, its default. */
    private static final Pattern RUN_OPTION = Pattern.compile(
            " {4}(--[a-z0-9-]+)(?: <value>)? +(.+?)(?: \\(default: ([^()]*)\\))?");

    /** The page's rows of the run options, from what {@code bench run --help} prints. */
    static List<String> runOptionRows() {
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

    /** The page's rows of the options {@code run} declares itself, as its parser describes them. */
    private static List<String> ownOptionRows() {
        JCommander run = Main.parser(new Main.Global(), Main.commands()).getCommands().get("run");
        return run.getParameters().stream().filter(option -> !option.getLongestName().equals("--help"))
                .sorted(Comparator.comparing(ParameterDescription::getLongestName))
                .map(option -> row(option.getLongestName(), option.getDefault() == null ? null
                        : option.getDefault().toString(), option.getDescription())).toList();
    }

    /** One row of the options table, as the page writes it. */
    private static String row(String name, String defaultValue, String meaning) {
        String shown = defaultValue == null || defaultValue.isEmpty() ? "-" : "`" + defaultValue + "`";
        return "| `" + name + "` | " + shown + " | " + meaning + " |";
    }

    /** The rows of the table under {@code heading}, after its header and separator, which must be {@code header}. */
    private static List<String> tableUnder(String heading, String header) throws IOException {
        List<String> lines = Files.readAllLines(PAGE);
        int at = lines.indexOf(heading);
        assertThat(at).as("%s has a line '%s'", PAGE, heading).isNotNegative();
        int start = at + 1;
        while (start < lines.size() && !lines.get(start).startsWith("|")) {
            start++;
        }
        long columns = header.chars().filter(c -> c == '|').count() - 1;
        assertThat(lines.subList(start, Math.min(start + 2, lines.size())))
                .as("the header of the table under '%s'", heading)
                .containsExactly(header, "|" + "---|".repeat((int) columns));
        List<String> rows = new ArrayList<>();
        for (int i = start + 2; i < lines.size() && lines.get(i).startsWith("|"); i++) {
            rows.add(lines.get(i));
        }
        return rows;
    }

    @Test
    void everyRunOptionIsAnOptionOfRun() {
        assertThat(runOptionRows()).extracting(row -> row.substring(row.indexOf("--") + 2, row.indexOf('`', 4)))
                .containsExactlyElementsOf(RunOption.all().stream().map(RunOption::name).toList());
    }

    @Test
    void thePagesTableOfRunOptionsIsWhatHelpSays() throws IOException {
        List<String> expected = new ArrayList<>(runOptionRows());
        expected.addAll(ownOptionRows());
        assertThat(tableUnder("## Options of `run`", "| option | default | meaning |"))
                .as("the rows of run's options; they should be:%n%s", String.join("\n", expected))
                .containsExactlyElementsOf(expected);
    }

    @Test
    void anOptionAnotherCommandSharesWithRunIsHelpedInRunsWords() {
        String help = Cli.run("report", "--help").out;
        assertThat(help).contains(RunOption.OUTPUT.toString(), RunOption.SCALE_FACTOR.toString())
                .contains(RunOptionArguments.describe(RunOption.OUTPUT));
        assertThat(Cli.run("datagen", "--help").out).contains(RunOptionArguments.describe(RunOption.SEED));
    }

    @Test
    void thePagesExitCodesAreWhatHelpSays() throws IOException {
        List<String> expected = Arrays.stream(ExitCode.values())
                .map(exit -> "| " + exit.code + " | " + exit.meaning.replace("--verbose", "`--verbose`") + " |")
                .toList();
        assertThat(tableUnder("## Exit codes", "| code | meaning |"))
                .as("the rows of the exit codes; they should be:%n%s", String.join("\n", expected))
                .containsExactlyElementsOf(expected);
        assertThat(Cli.run("--help").out).contains(ExitCode.describe());
    }
}
