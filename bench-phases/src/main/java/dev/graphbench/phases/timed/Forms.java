package dev.graphbench.phases.timed;

import dev.graphbench.results.Agreement;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.workloads.VariantWorkload;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * An engine's forms of one workload, as its run measured them: the workload's own statement and each variant
 * ({@code reach-4@levels}). A table shows the quickest form whose answers were not found to differ, naming it
 * when it is a variant: Semurg's rule, each engine at its fastest form.
 */
public final class Forms {

    private Forms() {
    }

    /** Whether {@code result} is a variant's: its id names one. */
    public static boolean variant(WorkloadResult result) {
        return VariantWorkload.variantOf(result.id()).isPresent();
    }

    /** {@code run}'s results of workload {@code id}: its own, then its variants', in the order they ran. */
    public static List<WorkloadResult> of(EngineRun run, String id) {
        List<WorkloadResult> forms = new ArrayList<>();
        for (WorkloadResult result : run.workloads()) {
            if (result.id().equals(id) || VariantWorkload.variantOf(result.id()).filter(id::equals).isPresent()) {
                forms.add(result);
            }
        }
        return forms;
    }

    /**
     * The form {@code run}'s cell of workload {@code id} shows: the quickest measured form whose answers were not
     * found to differ (or the quickest measured, when every one's did); the workload's own result when none was
     * measured; null when the run has none.
     */
    public static WorkloadResult shown(EngineRun run, String id) {
        List<WorkloadResult> forms = of(run, id);
        List<WorkloadResult> measured = forms.stream().filter(form -> form.status() == Status.OK).toList();
        List<WorkloadResult> right = measured.stream().filter(form -> form.agreement() == null
                || form.agreement().verdict() != Agreement.Verdict.DISAGREES).toList();
        Optional<WorkloadResult> quickest = (right.isEmpty() ? measured : right).stream()
                .min(Comparator.comparingDouble(form -> form.latency().medianMs()));
        return quickest.orElse(forms.stream().filter(form -> form.id().equals(id)).findFirst()
                .orElse(forms.isEmpty() ? null : forms.getFirst()));
    }

    /** What a cell adds after the figures of the form it shows: the variant's name, {@code (@levels)}. */
    public static String named(WorkloadResult shown) {
        return VariantWorkload.variantName(shown.id()).map(name -> " (" + VariantWorkload.SEPARATOR + name + ")")
                .orElse("");
    }
}
