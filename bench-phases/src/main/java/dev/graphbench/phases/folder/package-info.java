/**
 * The phases of a workload folder ({@code --workloads DIR}): its reads ({@link FolderReadsPhase}), timed as the
 * hand-written queries are.
 */
package dev.graphbench.phases.folder;
