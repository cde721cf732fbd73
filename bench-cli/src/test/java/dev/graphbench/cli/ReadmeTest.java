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
import org.junit.jupiter.api.Test;

/**
 * The README's table of {@code run}'s options is what {@code bench run --help} says, option for option,
 * in the order of the library's {@link RunOption}s; and every run option is an option of {@code run}.
 */
class ReadmeTest {

    private static final Path README = Path.of(System.getProperty("basedir", ".")).resolve("../README.md");
    private static final String HEADING = "Options of `run`:";

    private static List<ParameterDescription> runOptions() {
        JCommander run = Main.parser(new Main.Global(), Main.commands()).getCommands().get("run");
        List<String> order = new ArrayList<>(RunOption.all().stream().map(RunOption::name).toList());
        return run.getParameters().stream().filter(option -> !option.getLongestName().equals("--help"))
                .sorted(Comparator.comparingInt(option -> {
                    int at = order.indexOf(option.getLongestName().substring(2));
                    return at < 0 ? order.size() + option.getLongestName().charAt(2) : at;
                })).toList();
    }

    /** One row of the table, as the README writes it. */
    private static String row(ParameterDescription option) {
        Object shown = option.getDefault();
        String defaultValue = shown == null || shown.toString().isEmpty() ? "-" : "`" + shown + "`";
        return "| `" + option.getLongestName() + "` | " + defaultValue + " | " + option.getDescription() + " |";
    }

    @Test
    void everyRunOptionIsAnOptionOfRun() {
        assertThat(runOptions()).extracting(option -> option.getLongestName().substring(2))
                .containsAll(RunOption.all().stream().map(RunOption::name).toList());
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
        List<String> expected = runOptions().stream().map(ReadmeTest::row).toList();
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
