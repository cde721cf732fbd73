package dev.graphbench.phases.read;

import dev.graphbench.phases.timed.TimedPhase;
import dev.graphbench.phases.timed.TimedResult;
import dev.graphbench.runner.phase.Reported;
import dev.graphbench.tables.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * The read phase: reads through the object store, each followed by the engine's hand-written statement for the same
 * answer, asked the same arguments, so that what the mapper costs is measured rather than claimed. Besides its
 * table, the mapper's cost, read by read, and where it goes.
 */
public final class ReadPhase extends TimedPhase {

    /** Its id. */
    public static final String ID = "read";

    public ReadPhase() {
        super(ID, 200, "Reads through the object manager");
    }

    /** Its reads settle an engine before its first timed phase. */
    @Override
    public boolean settles() {
        return true;
    }

    @Override
    public List<Table> tables(Reported<TimedResult> reported) {
        List<Table> tables = new ArrayList<>(super.tables(reported));
        if (!tables.isEmpty()) {
            // After the reads' own table, before their figures for other tools.
            MapperCost.table(reported.runs(), reported.judge()).ifPresent(cost -> tables.add(1, cost));
            MapperBreakdown.table(reported.runs()).map(Table::asDetail).ifPresent(breakdown -> tables.add(2, breakdown));
        }
        return tables;
    }
}
