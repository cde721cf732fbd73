package dev.graphbench.host.telemetry;

import dev.graphbench.results.ProcessUse;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A server's processes: the one it gave ({@link dev.graphbench.api.EmbeddedServer#processId()}) and every
 * process under it, read from {@code /proc} each time, since a server starts and ends processes as it
 * goes (PostgreSQL a backend for each connection). A process that ended and was waited for by one of the
 * tree's still counts, in its parent's children's time and I/O. Memory is of the processes alive now: each
 * one's own (anonymous) memory added up, and of the memory they share, the program's files and shared memory
 * (PostgreSQL's buffers), what the process holding the most holds, so that it is counted once; a bound
 * below the tree's true footprint where processes hold different shared pages, and cheap to read.
 */
final class ProcessTree implements ProcessReader {

    private final long root;

    ProcessTree(long root) {
        this.root = root;
    }

    @Override
    public ProcessUse read() {
        Optional<ProcFiles.Reading> top = ProcFiles.read(root);
        Optional<ProcessHandle> handle = ProcessHandle.of(root);
        if (top.isEmpty() || top.get().ended() || handle.isEmpty()) {
            throw new Gone("the server's process " + root + " has ended");
        }
        List<ProcFiles.Reading> readings = new ArrayList<>();
        readings.add(top.get());
        handle.get().descendants().forEach(process -> ProcFiles.read(process.pid()).ifPresent(readings::add));
        long user = 0;
        long system = 0;
        long own = 0;
        long files = 0;
        long shared = 0;
        long read = 0;
        long written = 0;
        boolean io = true;
        for (ProcFiles.Reading reading : readings) {
            user += reading.userTicks() + reading.childUserTicks();
            system += reading.systemTicks() + reading.childSystemTicks();
            own += reading.privateBytes();
            files = Math.max(files, reading.fileBytes());
            shared = Math.max(shared, reading.sharedBytes());
            io &= reading.readBytes() >= 0 && reading.writtenBytes() >= 0;
            read += reading.readBytes();
            written += reading.writtenBytes();
        }
        return new ProcessUse(user / ProcFiles.TICKS_PER_SECOND, system / ProcFiles.TICKS_PER_SECOND,
                own + files + shared,
                io ? read : null, io ? written : null, null, null, readings.size());
    }
}
