package dev.graphbench.host.telemetry;

import dev.graphbench.results.ProcessUse;

/** Reads what a process, or a tree of them, has used since it started. */
interface ProcessReader {

    /**
     * What it has used until now: CPU and I/O since it started, memory now.
     *
     * @throws Gone when the process has ended
     */
    ProcessUse read();

    /** A process the harness samples has ended: nothing more of it can be read. */
    final class Gone extends RuntimeException {
        Gone(String reason) {
            super(reason, null, false, false);
        }
    }
}
