/** Tables as aligned plain text for a terminal. */
package dev.graphbench.tables.text;
