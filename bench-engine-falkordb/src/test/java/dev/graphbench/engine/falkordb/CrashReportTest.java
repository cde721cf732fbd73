package dev.graphbench.engine.falkordb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** valkey's crash report, as it writes it to its log, in one line. */
class CrashReportTest {

    /** The head of the report valkey 8.0.1 wrote here when FalkorDB 4.16.3's bulk insert read a missing argument. */
    private static final String MODULE_CRASH = """
            9430:M 06 Dec 2026 20:21:05.384 * Ready to accept connections tcp
            
            
            === VALKEY BUG REPORT START: Cut & paste starting from here ===
            9430:M 06 Dec 2026 20:21:22.688 # valkey 8.0.1 crashed by signal: 11, si_code: 1
            9430:M 06 Dec 2026 20:21:22.688 # Accessing address: 0x8
            9430:M 06 Dec 2026 20:21:22.688 # Crashed running the instruction at: 0x5591ec3a3111
            
            ------ STACK TRACE ------
            EIP:
            valkey-server 127.0.0.1:55669(VM_StringToLongLong+0x1)[0x5591ec3a3111]
            
            9437 thread-pool-thr
            /lib/x86_64-linux-gnu/libc.so.6(+0x85f16)[0x7f3716ca3f16]
            /lib/x86_64-linux-gnu/libc.so.6(pthread_cond_wait+0x1e8)[0x7f3716ca65d8]
            
            9430 valkey-server *
            /lib/x86_64-linux-gnu/libc.so.6(+0x3c050)[0x7f3716c5a050]
            valkey-server 127.0.0.1:55669(VM_StringToLongLong+0x1)[0x5591ec3a3111]
            /home/u/.cache/graph-bench/falkordb/4.16.3/falkordb.so(Graph_BulkInsert+0xef)[0x7f3713c5d3cf]
            valkey-server 127.0.0.1:55669(ValkeyModuleCommandDispatcher+0x5e)[0x5591ec3a108e]
            /usr/bin/valkey-server 127.0.0.1:55669(call+0x70c)[0x5591ec2c586c]
            valkey-server 127.0.0.1:55669(processCommand+0xc45)[0x5591ec2c6705]
            
            10/10 expected stacktraces.
            
            ------ STACK TRACE DONE ------
            
            ------ REGISTERS ------
            """;

    /** A SIGSEGV sent by another process, while the main thread waited for clients. */
    private static final String SENT = """
            11144:M 06 Dec 2026 20:23:03.301 # valkey 8.0.1 crashed by signal: 11, si_code: 0
            11144:M 06 Dec 2026 20:23:03.301 # Accessing address: 0x2b4d
            11144:M 06 Dec 2026 20:23:03.301 # Killed by PID: 11085, UID: 0
            11144:M 06 Dec 2026 20:23:03.301 # Crashed running the instruction at: 0x7f16cd5adf36
            
            ------ STACK TRACE ------
            EIP:
            /lib/x86_64-linux-gnu/libc.so.6(epoll_wait+0x56)[0x7f16cd5adf36]
            
            11144 valkey-server *
            /lib/x86_64-linux-gnu/libc.so.6(+0x3c050)[0x7f16cd4e1050]
            /lib/x86_64-linux-gnu/libc.so.6(epoll_wait+0x56)[0x7f16cd5adf36]
            valkey-server 127.0.0.1:44225(+0x7cca4)[0x55cc4f2f6ca4]
            valkey-server 127.0.0.1:44225(aeMain+0x25)[0x55cc4f2f72b5]
            """;

    @Test
    void quotesTheSignalAndTheCrashedThreadsFirstFramesFromWhereItCrashed() {
        assertThat(CrashReport.summary(MODULE_CRASH.lines().toList())).hasValue(
                "valkey 8.0.1 crashed by signal: 11, si_code: 1; thread valkey-server at"
                        + " VM_StringToLongLong+0x1 (valkey-server) < Graph_BulkInsert+0xef (falkordb.so)"
                        + " < ValkeyModuleCommandDispatcher+0x5e (valkey-server)");
    }

    @Test
    void saysWhichProcessSentTheSignal() {
        assertThat(CrashReport.summary(SENT.lines().toList())).hasValue(
                "valkey 8.0.1 crashed by signal: 11, si_code: 0; Killed by PID: 11085; thread valkey-server at"
                        + " epoll_wait+0x56 (libc.so.6) < valkey-server+0x7cca4 < aeMain+0x25 (valkey-server)");
    }

    @Test
    void aLogWithoutACrashReportHasNone() {
        assertThat(CrashReport.summary(List.of("1:M 06 Dec 2026 20:21:05.384 * Ready to accept connections tcp",
                "1:signal-handler (1796588482) Received SIGTERM scheduling shutdown..."))).isEmpty();
    }
}
