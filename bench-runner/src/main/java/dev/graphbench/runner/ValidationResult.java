package dev.graphbench.runner;

import dev.graphbench.runner.answers.AnswersFile;
import dev.graphbench.runner.answers.ValidationSummary;
import java.nio.file.Path;
import java.util.List;

/**
 * What a validation found: one {@link ValidationSummary} per engine, in the order validated, each
 * also written to {@code validation-<engine>.json} in the validation's own run folder, beside the
 * engine's own answers to the same calls.
 *
 * @param id        the validation's run id
 * @param folder    its run folder, {@code <output>/runs/<id>}
 * @param answers   the answers file validated against
 * @param summaries each engine's verdicts
 * @param files     the summary files written
 * @param unwritten what was found but could not be written (a full disk), each naming its engine; the
 *                  summaries above still hold it
 */
public record ValidationResult(String id, Path folder, AnswersFile answers, List<ValidationSummary> summaries,
                               List<Path> files, List<String> unwritten) {

    /** Whether some engine's answers differ from the file's. */
    public boolean differs() {
        return summaries.stream().anyMatch(ValidationSummary::differs);
    }

    /** Whether something was not validated: an engine held, its load failed, or a workload held. */
    public boolean incomplete() {
        return summaries.stream().anyMatch(ValidationSummary::incomplete);
    }
}
