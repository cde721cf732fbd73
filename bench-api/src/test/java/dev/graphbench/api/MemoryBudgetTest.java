package dev.graphbench.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A launched command joining the budget's control group before it runs: it writes its own process id to the
 * group's process list, then becomes the command, the same process. A folder stands in for the group here (the
 * kernel's groups are tested where the harness makes them); a group it cannot join starts nothing.
 */
class MemoryBudgetTest {

    @Test
    void withoutAControlGroupTheCommandIsUnchanged() {
        List<String> command = List.of("valkey-server", "--port", "1234");
        assertThat(new MemoryBudget(64L << 20).joining(command)).isSameAs(command);
        assertThat(new MemoryBudget(64L << 20).controlGroup()).isEmpty();
    }

    @Test
    void theLaunchedProcessWritesItsOwnIdToTheGroupThenBecomesTheCommand(@TempDir Path group)
            throws IOException, InterruptedException {
        MemoryBudget budget = new MemoryBudget(64L << 20).inControlGroup(group);
        assertThat(budget.controlGroup()).contains(group);
        assertThat(budget).hasToString("64 MiB");

        // The command prints its own id: the same as the one written to the group, and as the process Java started.
        Process process = new ProcessBuilder(budget.joining(List.of("/bin/sh", "-c", "echo $$ \"$0\"", "it ran")))
                .redirectErrorStream(true).start();
        String printed = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertThat(process.waitFor()).isZero();
        String joined = Files.readString(group.resolve(MemoryBudget.PROCESS_LIST)).strip();
        assertThat(joined).isEqualTo(Long.toString(process.pid()));
        assertThat(printed).isEqualTo(process.pid() + " it ran");
    }

    @Test
    void aGroupThatCannotBeJoinedStartsNothing(@TempDir Path folder) throws IOException, InterruptedException {
        Path ran = folder.resolve("ran");
        MemoryBudget budget = new MemoryBudget(64L << 20).inControlGroup(folder.resolve("no-such-group"));
        Process process = new ProcessBuilder(budget.joining(List.of("/bin/sh", "-c", "touch \"$0\"", ran.toString())))
                .redirectErrorStream(true).start();
        String said = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor()).isNotZero();
        assertThat(said).contains(MemoryBudget.PROCESS_LIST);
        assertThat(ran).doesNotExist();
    }
}
