package dev.graphbench.tables;

import java.util.List;

/**
 * A page of tables, as the HTML renderer lays it out: a heading, a line under it, what a cell means, the parts
 * (one per dataset), the lines about the runs as a whole, and a footer.
 *
 * @param heading     the page's heading
 * @param summary     a line under it
 * @param explanation how to read a cell, in a sentence or two
 * @param footer      the line at the foot of the page
 * @param parts       the parts, one per set of figures
 * @param closing     lines about the runs as a whole, after every part
 */
public record Page(String heading, String summary, String explanation, String footer, List<Part> parts,
                   List<String> closing) {

    /** Copies the lists. */
    public Page {
        parts = List.copyOf(parts);
        closing = List.copyOf(closing);
    }

    /**
     * One set of figures: where they come from, then its tables, each with the charts that draw it.
     *
     * @param heading    the part's own heading (a dataset's); null when the page has one part
     * @param summary    a line under that heading; null likewise
     * @param provenance where the figures come from, one column per engine
     * @param tables     the tables, in order; the documents show those meant for them
     * @param series     the charts' series (engines, or runs), each given a colour and marker in this order
     * @param judge      the series drawn as the judge, apart from the others; null for none
     */
    public record Part(String heading, String summary, Table provenance, List<Table> tables, List<String> series,
                       String judge) {

        /** Copies the lists. */
        public Part {
            tables = List.copyOf(tables);
            series = List.copyOf(series);
        }
    }
}
