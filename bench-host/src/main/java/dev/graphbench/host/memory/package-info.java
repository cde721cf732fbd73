/**
 * Memory budgets held by the operating system: {@link dev.graphbench.host.memory.ControlGroups} finds where
 * this machine lets the harness make a memory control group (cgroup v2, else v1),
 * {@link dev.graphbench.host.memory.ControlGroup} holds an embedded server's processes to a limit and counts
 * what the kernel's out-of-memory killer ended, and {@link dev.graphbench.host.memory.ProcessTreeMemory} reads
 * a server's memory from {@code /proc}.
 */
package dev.graphbench.host.memory;
