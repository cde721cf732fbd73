/** Tables as Markdown. */
package dev.graphbench.tables.markdown;
