package dev.graphbench.report.html;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.report.OneLabelResults;
import dev.graphbench.report.Report;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * One page of two datasets: a part per dataset headed with its name, each with its provenance (the dataset's size
 * and hash) and its tables, every anchor unique; the engines' shapes over their columns; the ladder as a chart.
 */
class DatasetPagesTest {

    private final Report generated = Report.of(SyntheticResults.fourEngines(null));
    private final Report snap = Report.of(OneLabelResults.runs());
    private final Document page = HtmlReportTest.parse(HtmlReport.render(List.of(generated, snap)));

    private NodeList nodes(Object context, String path) throws XPathExpressionException {
        return (NodeList) XPathFactory.newInstance().newXPath().evaluate(path, context, XPathConstants.NODESET);
    }

    private List<String> texts(Object context, String path) throws XPathExpressionException {
        NodeList nodes = nodes(context, path);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            texts.add(nodes.item(i).getTextContent());
        }
        return texts;
    }

    @Test
    void eachDatasetIsAPartHeadedWithItsNameHoldingItsOwnProvenanceAndTables() throws Exception {
        assertThat(texts(page, "//section[@class='dataset']/h2")).containsExactly(
                "Dataset the generated graph, scale factor 0.01", "Dataset " + OneLabelResults.DATASET);
        assertThat(texts(page, "//nav//a")).containsExactly("Dataset the generated graph, scale factor 0.01",
                "Dataset " + OneLabelResults.DATASET);
        Node second = nodes(page, "//section[@class='dataset']").item(1);
        // The findings first, the quickest and slowest leading; where the figures come from last, folded.
        assertThat(texts(second, ".//section/h3")).startsWith("Quickest and slowest", "Traversals written by hand")
                .contains("Depth ladder").endsWith("Where the figures come from");
        assertThat(nodes(second, ".//details/table[@class='provenance'] | .//details/div/table[@class='provenance']")
                .getLength()).as("the provenance folded").isEqualTo(1);
        assertThat(texts(second, ".//table[@class='provenance']//tr[th='dataset size']/td")).first().asString()
                .contains("3,072,441 nodes").contains("447,180,160 bytes");
        assertThat(texts(second, ".//table[@class='provenance']//tr[th='dataset hash']/td")).first().asString()
                .contains("file sha256:" + OneLabelResults.FILE_SHA);

        Set<String> ids = new HashSet<>();
        NodeList withIds = nodes(page, "//*[@id]");
        for (int i = 0; i < withIds.getLength(); i++) {
            assertThat(ids.add(((Element) withIds.item(i)).getAttribute("id"))).as("unique anchors").isTrue();
        }
    }

    @Test
    void theShapesStandOverTheEnginesColumnsAndTheLadderIsDrawn() throws Exception {
        Node traversals = nodes(page, "//section[@class='dataset'][2]//section[h3='Traversals written by hand']").item(0);

        assertThat(texts(traversals, ".//thead/tr[@class='groups']/th"))
                .containsExactly("in the application", "server");
        assertThat(texts(traversals, ".//thead/tr[@class='groups']/th/@colspan")).containsExactly("2", "2");
        assertThat(texts(traversals, ".//thead/tr[last()]/th")).containsExactly("workload", "Reference (ms)",
                "Neo4j embedded (ms)", "FalkorDB (ms)", "PostgreSQL (ms)");

        Node ladder = nodes(page, "//section[h3='Depth ladder']").item(0);
        assertThat(texts(ladder, ".//figure//*[local-name()='title']")).first().asString()
                .isEqualTo("Depth ladder: time by depth");
        // A line per engine, each named at its end; the depths' ticks labelled where they do not touch.
        assertThat(texts(ladder, ".//figure//*[local-name()='text']")).contains("Reference", "Neo4j embedded",
                "FalkorDB", "PostgreSQL", "2", "16");
    }
}
