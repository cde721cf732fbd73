/**
 * The phases of a workload folder ({@code --workloads DIR}): its reads ({@link FolderReadsPhase}), timed as the
 * hand-written queries are, and its writes ({@link FolderWritesPhase}), each checked by a read and undone.
 */
package dev.graphbench.phases.folder;
