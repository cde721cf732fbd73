package dev.graphbench.workloads.answers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.workloads.model.Comment;
import dev.graphbench.workloads.model.Issue;
import dev.graphbench.workloads.model.IssueDetail;
import dev.graphbench.workloads.model.Person;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** One canonical text for one answer, however an engine ordered it and whatever shape it came in. */
class DocumentsTest {

    private static final IssueDetail VIEW = new IssueDetail(new Issue("i1", "it's", "open", 2, "r1"), null,
            new Person("p1", "Ann", "ann"), List.of(), List.of(),
            List.of(new Comment("c2", "b", 2L), new Comment("c1", "a", 1L)));

    @Test
    void membersAreSortedByNameAndListsByTheirElementsText() {
        assertThat(Documents.canonical(VIEW)).isEqualTo("{\"assignees\":[],\"author\":{\"id\":\"p1\",\"login\":\"ann\","
                + "\"name\":\"Ann\"},\"comments\":[{\"body\":\"a\",\"createdAt\":1,\"id\":\"c1\"},{\"body\":\"b\","
                + "\"createdAt\":2,\"id\":\"c2\"}],\"issue\":{\"id\":\"i1\",\"priority\":2,\"repoId\":\"r1\","
                + "\"state\":\"open\",\"title\":\"it's\"},\"topics\":[]}");
    }

    @Test
    void aNullMemberIsTheSameAnswerAsAnAbsentOne() {
        String withoutRepo = "{\"issue\": {\"id\": \"i1\", \"title\": \"it's\", \"state\": \"open\", \"priority\": 2,"
                + " \"repoId\": \"r1\"}, \"author\": {\"id\": \"p1\", \"name\": \"Ann\", \"login\": \"ann\"},"
                + " \"assignees\": [], \"topics\": [], \"comments\": [{\"id\": \"c1\", \"body\": \"a\", \"createdAt\": 1},"
                + " {\"id\": \"c2\", \"body\": \"b\", \"createdAt\": 2}]}";
        assertThat(Documents.canonical(withoutRepo)).isEqualTo(Documents.canonical(VIEW));
        assertThat(Documents.canonical(new Person("p1", null, "ann"))).isEqualTo("{\"id\":\"p1\",\"login\":\"ann\"}")
                .isNotEqualTo(Documents.canonical(new Person("p1", "", "ann")));
        assertThat(Documents.canonical(Arrays.asList("a", null))).as("a null element stays").isEqualTo("[\"a\",null]");
    }

    @Test
    void anObjectItsMapsAndListsAndItsJsonTextAreOneAnswer() {
        Map<String, Object> author = new LinkedHashMap<>();
        author.put("name", "Ann");
        author.put("login", "ann");
        author.put("id", "p1");
        Map<String, Object> asMaps = new LinkedHashMap<>();
        asMaps.put("topics", List.of());
        asMaps.put("comments", List.of(Map.of("id", "c2", "body", "b", "createdAt", 2L),
                Map.of("id", "c1", "body", "a", "createdAt", 1)));
        asMaps.put("issue", Map.of("id", "i1", "title", "it's", "state", "open", "priority", 2L, "repoId", "r1"));
        asMaps.put("author", author);
        asMaps.put("assignees", List.of());
        asMaps.put("repo", null);
        String asText = "{\"issue\": {\"id\": \"i1\", \"title\": \"it's\", \"state\": \"open\", \"priority\": 2,"
                + " \"repoId\": \"r1\"}, \"repo\": null, \"author\": {\"id\": \"p1\", \"name\": \"Ann\", \"login\": \"ann\"},"
                + " \"assignees\": [], \"topics\": [], \"comments\": [{\"id\": \"c1\", \"body\": \"a\", \"createdAt\": 1},"
                + " {\"id\": \"c2\", \"body\": \"b\", \"createdAt\": 2}]}";

        assertThat(Documents.canonical(asMaps)).isEqualTo(Documents.canonical(VIEW));
        assertThat(Documents.canonical(asText)).isEqualTo(Documents.canonical(VIEW));
    }

    @Test
    void aDifferenceAnywhereIsADifferentText() {
        IssueDetail otherComment = new IssueDetail(VIEW.issue(), null, VIEW.author(), List.of(), List.of(),
                List.of(new Comment("c2", "b", 2L), new Comment("c1", "a", 3L)));
        assertThat(Documents.canonical(otherComment)).isNotEqualTo(Documents.canonical(VIEW));
        assertThat(Documents.canonical(null)).isEqualTo("null");
        assertThat(Documents.canonical(42L)).isEqualTo(Documents.canonical(42)).isEqualTo("42");
        assertThat(Documents.canonical(List.of(new Issue("i2", "t", "open", 1, "r"), new Issue("i1", "t", "open", 1, "r"))))
                .startsWith("[{\"id\":\"i1\"");
    }
}
