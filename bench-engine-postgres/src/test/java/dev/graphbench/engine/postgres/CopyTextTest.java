package dev.graphbench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The bytes of COPY rows, checked by eye against the JSON and COPY text rules. */
class CopyTextTest {

    private static String encode(Node node) {
        CopyText text = new CopyText(4);
        text.node(node);
        return new String(text.toByteArray(), StandardCharsets.UTF_8);
    }

    @Test
    void aNodeIsOrdinalLabelsAndProperties() {
        assertThat(encode(new Node(Label.REPO, 42, new Object[] {"r7", "graph", "Java", 1234L})))
                .isEqualTo("42\t[\"Repo\"]\t{\"id\":\"r7\",\"name\":\"graph\",\"language\":\"Java\",\"stars\":1234}\n");
    }

    @Test
    void quotesAndBackslashesAreEscapedForJsonThenForCopy() {
        // JSON writes " as \" and \ as \\; COPY then doubles every backslash.
        assertThat(encode(new Node(Label.TOPIC, 0, new Object[] {"t0", "a\"b\\c"})))
                .isEqualTo("0\t[\"Topic\"]\t{\"id\":\"t0\",\"name\":\"a\\\\\"b\\\\\\\\c\"}\n");
    }

    @Test
    void controlCharactersNeverReachTheStreamRaw() {
        String encoded = encode(new Node(Label.TOPIC, 0, new Object[] {"t0", "tab\tnl\ncr\rbs\bff\fbell\u0007"}));
        assertThat(encoded).isEqualTo("0\t[\"Topic\"]\t{\"id\":\"t0\",\"name\":"
                + "\"tab\\\\tnl\\\\ncr\\\\rbs\\\\bff\\\\fbell\\\\u0007\"}\n");
        assertThat(encoded.chars().filter(c -> c < 0x20).count()).as("raw tabs and newline").isEqualTo(3);
    }

    @Test
    void unicodeIsWrittenAsUtf8() {
        String value = "é€😀中";
        assertThat(encode(new Node(Label.TOPIC, 0, new Object[] {"t0", value})))
                .isEqualTo("0\t[\"Topic\"]\t{\"id\":\"t0\",\"name\":\"" + value + "\"}\n");
    }

    @Test
    void negativeAndExtremeNumbers() {
        assertThat(encode(new Node(Label.COMMENT, 9, new Object[] {"c9", "", Long.MIN_VALUE})))
                .endsWith("\"createdAt\":-9223372036854775808}\n");
        assertThat(encode(new Node(Label.COMMENT, 9, new Object[] {"c9", "", Long.MAX_VALUE})))
                .endsWith("\"createdAt\":9223372036854775807}\n");
        assertThat(encode(new Node(Label.COMMENT, 9, new Object[] {"c9", "", 0L}))).endsWith("\"createdAt\":0}\n");
        assertThat(encode(new Node(Label.COMMENT, 9, new Object[] {"c9", "", -10L}))).endsWith("\"createdAt\":-10}\n");
    }

    @Test
    void aMissingValueIsLeftOut() {
        assertThat(encode(new Node(Label.PERSON, 3, new Object[] {"p3", null, "x"})))
                .isEqualTo("3\t[\"Person\"]\t{\"id\":\"p3\",\"login\":\"x\"}\n");
    }

    @Test
    void whatPostgresCannotStoreIsRefusedByName() {
        assertThatThrownBy(() -> encode(new Node(Label.TOPIC, 0, new Object[] {"t0", "a\u0000b"})))
                .isInstanceOf(EngineException.class)
                .hasMessage("cannot load node t0: its name holds the character U+0000, which PostgreSQL cannot"
                        + " store in text or jsonb");
        assertThatThrownBy(() -> encode(new Node(Label.TOPIC, 0, new Object[] {"t0", "a\ud800b"})))
                .isInstanceOf(EngineException.class)
                .hasMessageContaining("unpaired surrogate (U+D800)");
        assertThatThrownBy(() -> encode(new Node(Label.TOPIC, 0, new Object[] {"t0", "a\udc00"})))
                .isInstanceOf(EngineException.class);
    }

    @Test
    void aRelationshipIsOrdinalsAndType() {
        CopyText text = new CopyText(1);
        text.relationship(new Relationship(RelType.FOLLOWS, 12, "p12", 3, "p3"));
        text.relationship(new Relationship(RelType.WRITTEN_BY, 1_000_000_000_000L, "c1", 0, "p0"));
        assertThat(new String(text.toByteArray(), StandardCharsets.US_ASCII))
                .isEqualTo("12\t3\tFOLLOWS\n1000000000000\t0\tWRITTEN_BY\n");
    }
}
