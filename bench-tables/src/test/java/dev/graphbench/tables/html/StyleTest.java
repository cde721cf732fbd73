package dev.graphbench.tables.html;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The page's style sheet, written inside a {@code <style>} element. */
class StyleTest {

    @Test
    void theStyleSheetHoldsNothingAnHtmlParserWouldReadOtherwise() {
        assertThat(Style.CSS).as("CSS inside <style> is not unescaped by HTML parsers").doesNotContain("&", "<", ">",
                "\"", "'");
    }
}
