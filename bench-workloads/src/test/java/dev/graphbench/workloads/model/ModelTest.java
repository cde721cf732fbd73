package dev.graphbench.workloads.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import org.drivine.annotation.Direction;
import org.drivine.model.FragmentModel;
import org.drivine.model.GraphViewModel;
import org.drivine.model.HopModel;
import org.drivine.model.RelationshipModel;
import org.junit.jupiter.api.Test;

/** Drivine reads the model as the benchmark means it: what every engine's object store compiles from. */
class ModelTest {

    @Test
    void fragmentsHaveTheirLabelAndProperties() {
        FragmentModel issue = FragmentModel.Companion.from(Issue.class);
        assertThat(issue.getLabels()).containsExactly("Issue");
        assertThat(issue.getNodeIdField()).isEqualTo("id");
        assertThat(issue.getFields()).extracting(field -> field.getName())
                .containsExactlyInAnyOrder("id", "title", "state", "priority", "repoId");
    }

    @Test
    void theIssueViewHasFiveRelationships() {
        GraphViewModel view = GraphViewModel.Companion.from(IssueDetail.class);
        assertThat(view.getRootFragment().getFragmentType()).isEqualTo(Issue.class);
        assertThat(view.getRelationships())
                .extracting(RelationshipModel::getFieldName, RelationshipModel::getType, RelationshipModel::getDirection,
                        RelationshipModel::getElementType, RelationshipModel::isCollection)
                .containsExactlyInAnyOrder(
                        tuple("repo", "IN_REPO", Direction.OUTGOING, Repo.class, false),
                        tuple("author", "OPENED_BY", Direction.OUTGOING, Person.class, false),
                        tuple("assignees", "ASSIGNED_TO", Direction.OUTGOING, Person.class, true),
                        tuple("topics", "TAGGED", Direction.OUTGOING, Topic.class, true),
                        tuple("comments", "ON", Direction.INCOMING, Comment.class, true));
    }

    @Test
    void theNestedViewHoldsAViewOfCommentsWithTheirAuthors() {
        GraphViewModel thread = GraphViewModel.Companion.from(IssueThread.class);
        assertThat(thread.getRelationships()).singleElement()
                .satisfies(comments -> assertThat(comments.getElementType()).isEqualTo(CommentWithAuthor.class));
        GraphViewModel comment = GraphViewModel.Companion.from(CommentWithAuthor.class);
        assertThat(comment.getRelationships()).extracting(RelationshipModel::getType).containsExactly("WRITTEN_BY");
    }

    @Test
    void theRepoViewCountsItsIssuesAndThePersonViewWalksAPath() {
        GraphViewModel repo = GraphViewModel.Companion.from(RepoOverview.class);
        assertThat(repo.getAggregateFields()).singleElement().satisfies(count -> {
            assertThat(count.getFieldName()).isEqualTo("issueCount");
            assertThat(count.getType()).isEqualTo("IN_REPO");
            assertThat(count.getDirection()).isEqualTo(Direction.INCOMING);
        });
        GraphViewModel person = GraphViewModel.Companion.from(PersonNetwork.class);
        assertThat(person.getRelationships()).singleElement().satisfies(path -> {
            assertThat(path.isPath()).isTrue();
            assertThat(path.getHops()).extracting(HopModel::getType, HopModel::getIntermediateLabel)
                    .containsExactly(tuple("FOLLOWS", "Person"), tuple("MEMBER_OF", "Org"));
        });
    }
}
