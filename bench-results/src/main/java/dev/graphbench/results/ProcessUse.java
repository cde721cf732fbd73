package dev.graphbench.results;

/**
 * What a process, or a tree of them, used from a measurement window's opening until a sample, as
 * Linux counts it in {@code /proc}: CPU and I/O risen since the window opened, memory as held at the
 * sample.
 *
 * @param userCpuSeconds   CPU time in user mode since the window opened, every thread of every process read,
 *                         with the processes of the tree that ended and were waited for
 * @param systemCpuSeconds the same in kernel mode
 * @param residentBytes    resident memory at the sample, from {@code /proc/<pid>/status}: each process's own
 *                         ({@code RssAnon}) added up, and what they share, the program's files ({@code RssFile})
 *                         and shared memory ({@code RssShmem}, PostgreSQL's buffers), as the process holding the
 *                         most holds it, so that it counts once
 * @param readBytes        bytes the processes had read from storage since the window opened ({@code read_bytes});
 *                         null where {@code /proc/<pid>/io} cannot be read
 * @param writtenBytes     bytes they had written to storage likewise ({@code write_bytes})
 * @param heapUsedBytes    for the harness's JVM, its heap in use at the sample; null for a server's processes
 * @param gcPauseSeconds   for the harness's JVM, the time its collectors paused it since the window opened, as
 *                         their MXBeans count it (a concurrent collector's cycles are not pauses, and not counted);
 *                         null for a server's processes
 * @param processes        how many processes were read
 */
public record ProcessUse(double userCpuSeconds, double systemCpuSeconds, long residentBytes, Long readBytes,
                         Long writtenBytes, Long heapUsedBytes, Double gcPauseSeconds, int processes) {

    /** The CPU time in user and kernel mode together. */
    public double cpuSeconds() {
        return userCpuSeconds + systemCpuSeconds;
    }
}
